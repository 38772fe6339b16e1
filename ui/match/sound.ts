import { useCallback, useState } from 'react';

const SOUND_KEY = 'tablewright:sound';

export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return false;
  }
}

/** The player's sound switch, remembered in this browser. */
export function useSoundSwitch(): [boolean, () => void] {
  const [on, setOn] = useState(soundOn);
  const toggle = useCallback(() => {
    setOn((was) => {
      localStorage.setItem(SOUND_KEY, was ? 'off' : 'on');
      return !was;
    });
  }, []);
  return [on, toggle];
}

let context: AudioContext | undefined;
/** Chimes begun and not yet over: the context sleeps once none is left. */
let sounding = 0;

/**
 * Browsers keep audio silent until the page has had a click or a key press; a context made before
 * then only waits. Where the browser cannot say, the context is made and waits as it may.
 */
const mayPlay = (): boolean => navigator.userActivation?.hasBeenActive ?? true;

/** The two notes, from now; `done` once both have ended. */
function notes(audio: AudioContext, done: () => void): void {
  const start = audio.currentTime;
  let left = 2;
  [660, 880].forEach((frequency, i) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    oscillator.type = 'sine';
    gain.gain.setValueAtTime(0.0001, start + i * 0.14);
    gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.14 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.14 + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.onended = () => {
      if (--left === 0) done();
    };
    oscillator.start(start + i * 0.14);
    oscillator.stop(start + i * 0.14 + 0.32);
  });
}

/**
 * Two soft notes, drawn with WebAudio so no sound file ships. Between chimes the context is
 * suspended: a running one renders silence for ever, about 2% of a core per page in Chromium
 * (measured: 4 idle pages, 86 ms of CPU a second with a context each, 2 once suspended), which
 * on a phone is battery spent on nothing. It is woken for each chime and sleeps once the last
 * chime begun has ended.
 */
export function chime(): void {
  if (!soundOn() || typeof AudioContext === 'undefined' || !mayPlay()) return;
  try {
    const audio = (context ??= new AudioContext());
    sounding++;
    const over = () => {
      if (--sounding === 0) void audio.suspend().catch(() => undefined);
    };
    audio.resume().then(
      () => {
        try {
          notes(audio, over);
        } catch {
          over();
        }
      },
      over,
    );
  } catch {
    // No audio device, or a browser that refuses: the title and the toasts still call.
  }
}
