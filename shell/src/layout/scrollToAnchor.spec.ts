import { scrollToAnchor } from './scrollToAnchor';

describe('scrollToAnchor', () => {
  const scrolled: string[] = [];
  beforeAll(() => {
    // jsdom lays nothing out: record which element was asked to come into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
    document.body.innerHTML = '<main></main>';
  });

  const addSection = (id: string) => {
    const section = document.createElement('section');
    section.id = id;
    document.querySelector('main')?.append(section);
  };
  const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('scrolls to the anchor at once when it is on the page', () => {
    addSection('schedule');
    scrollToAnchor('schedule');
    expect(scrolled).toEqual(['schedule']);
  });

  it('waits for the page to draw the anchor, then scrolls to it once', async () => {
    scrollToAnchor('accommodation');
    await mutationsDelivered();
    expect(scrolled).toEqual([]);
    addSection('accommodation');
    await mutationsDelivered();
    addSection('other');
    await mutationsDelivered();
    expect(scrolled).toEqual(['accommodation']);
  });

  it('gives up once the visitor scrolls, or when stopped', async () => {
    scrollToAnchor('accommodation');
    dispatchEvent(new Event('wheel'));
    addSection('accommodation');
    await mutationsDelivered();
    const stop = scrollToAnchor('later');
    stop();
    addSection('later');
    await mutationsDelivered();
    expect(scrolled).toEqual([]);
  });
});
