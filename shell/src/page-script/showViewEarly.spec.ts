import { clearEarlyViews } from './showViewEarly';

describe('clearEarlyViews', () => {
  it('keeps waiting for React to show the view a fired press asked for, however often the queue ends again', async () => {
    document.body.innerHTML = `
      <div id="one" data-view data-early-view="hidden"></div>
      <div id="two" data-view data-early-view="shown" hidden></div>`;
    const [one, two] = ['one', 'two'].map((id) => document.getElementById(id) as HTMLElement);
    const marks = () => document.querySelectorAll('[data-early-view]').length;
    // The press was fired; React's transition has not committed yet.
    clearEarlyViews(document, true);
    // A part taken over later ends the queue again, no press fired this time.
    clearEarlyViews(document, false);
    expect(marks()).toBe(2);
    // React shows view two.
    two!.hidden = false;
    one!.hidden = true;
    await Promise.resolve();
    expect(marks()).toBe(0);
  });
});
