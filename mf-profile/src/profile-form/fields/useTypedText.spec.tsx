import { useLayoutEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import { TextInput } from './TextFields';

// React's own test scheduler: the test says when React renders, and a transition's render can be
// stopped part-way, as a phone's busy main thread stops it between tasks.
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));

interface MockScheduler {
  log(value: string): void;
  unstable_clearLog(): string[];
  unstable_flushAllWithoutAsserting(): void;
  unstable_flushNumberOfYields(count: number): void;
  unstable_flushUntilNextPaint(): void;
}
const Scheduler = jest.requireMock<MockScheduler>('scheduler');

interface Values {
  city?: string;
}

/**
 * The field, telling the scheduler the value its render read (where a render is stopped) and the
 * value drawn.
 */
function City(props: Parameters<typeof TextInput>[0]) {
  const value = props.value ?? '';
  Scheduler.log(`read "${value}"`);
  useLayoutEffect(() => Scheduler.log(`drawn "${value}"`), [value]);
  return <TextInput {...props} />;
}

let root: Root;
let form: FormInstance<Values>;

function Page() {
  [form] = Form.useForm<Values>();
  return (
    <Form form={form} initialValues={{ city: '' }}>
      <Form.Item name="city" label="City">
        <City />
      </Form.Item>
    </Form>
  );
}

/** Types `keys` at the end of the field as a browser does: the text grows, then an input event. */
function type(box: HTMLInputElement, keys: string) {
  for (const key of keys) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      box,
      box.value + key,
    );
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Hands the key waiting over now, as a tap anywhere does (useTypedText's cues). */
const handOver = () => document.body.click();

/** What the browser does between two tasks: its microtasks (React starts a new event there). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

let box: HTMLInputElement;

beforeEach(async () => {
  // React then leaves the scheduling to the scheduler above, not to act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(<Page />);
  await nextTask();
  Scheduler.unstable_flushAllWithoutAsserting();
  Scheduler.unstable_clearLog();
  box = container.querySelector('input')!;
});

afterEach(() => {
  root.unmount();
  Scheduler.unstable_flushAllWithoutAsserting();
  document.body.innerHTML = '';
});

describe('useTypedText, when React draws an older hand-over after a newer one', () => {
  it('never writes the older text back: no letter typed is lost', async () => {
    // "Th" handed over; React starts drawing the field with it, and is stopped part-way.
    type(box, 'Th');
    handOver();
    await nextTask();
    Scheduler.unstable_flushNumberOfYields(1);
    expect(Scheduler.unstable_clearLog()).toEqual(['read "Th"']);

    // "e" typed and handed over meanwhile, in a transition of its own.
    type(box, 'e');
    handOver();
    await nextTask();

    // The render that read "Th" goes on and is drawn: an echo of what was typed, not news.
    Scheduler.unstable_flushUntilNextPaint();
    expect(Scheduler.unstable_clearLog()).toEqual(['drawn "Th"']);
    expect(box.value).toBe('The');

    // The next key, before the form's "The" is drawn, goes after the "e".
    type(box, ' ');
    handOver();
    Scheduler.unstable_flushAllWithoutAsserting();
    await nextTask();
    Scheduler.unstable_flushAllWithoutAsserting();
    expect(box.value).toBe('The ');
    expect(form.getFieldValue('city')).toBe('The ');
  });

  it('still writes a value the form sets itself while an earlier hand-over is on its way', async () => {
    type(box, 'Ly');
    handOver();
    await nextTask();
    Scheduler.unstable_flushNumberOfYields(1);
    expect(Scheduler.unstable_clearLog()).toEqual(['read "Ly"']);
    // Discard, say: the form's own value, set after the hand-over.
    form.setFieldsValue({ city: 'Nice' });
    await nextTask();
    Scheduler.unstable_flushAllWithoutAsserting();
    expect(Scheduler.unstable_clearLog()).toContain('drawn "Nice"');
    expect(box.value).toBe('Nice');
    expect(form.getFieldValue('city')).toBe('Nice');
  });
});
