import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MomentPanel } from '../../ui/components/moment/moment-panel.tsx';
import type { Moment } from '../../ui/components/moment/use-moment.ts';

const moment = (aside: boolean): Moment => ({ view: { key: 'bids:2', aside }, dismiss: fn(), reopen: fn() });

const meta = {
  title: 'Components/Moment',
  component: MomentPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    moment: moment(false),
    kind: 'example',
    title: 'Round 2: the bids',
    children: <p>Ada bid 3 and wins control of the Belief. Bo and Cy bid nothing.</p>,
  },
  decorators: [(Story) => <div style={{ minHeight: '100vh', padding: '1rem', background: '#0b111c', color: '#e8eef8' }}>{Story()}</div>],
} satisfies Meta<typeof MomentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open: focus on its button; Escape, the button or a click outside puts it away',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Round 2: the bids' })).toBeVisible();
    await expect(body.getByTestId('moment-dismiss')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.moment.dismiss).toHaveBeenCalled();
  },
};

export const SteppedAside: Story = {
  name: 'Stepped aside while the viewer decides: one line above the dock, Show opens it again',
  args: { moment: moment(true) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show' }));
    await expect(args.moment.reopen).toHaveBeenCalledWith('bids:2');
  },
};
