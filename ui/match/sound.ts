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

/**
 * Two soft notes, drawn with WebAudio so no sound file ships. Browsers keep audio silent until
 * the page has had a click or a key press; before that this plays nothing, quietly.
 */
export function chime(): void {
  if (!soundOn() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    [660, 880].forEach((frequency, i) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.frequency.value = frequency;
      oscillator.type = 'sine';
      gain.gain.setValueAtTime(0.0001, start + i * 0.14);
      gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.14 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.14 + 0.3);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(start + i * 0.14);
      oscillator.stop(start + i * 0.14 + 0.32);
    });
  } catch {
    // No audio device, or a browser that refuses: the title and the toasts still call.
  }
}
