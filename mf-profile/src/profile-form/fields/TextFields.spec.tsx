import { Profiler } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { TextInput } from './TextFields';

interface Values {
  city?: string;
}

function renderField(
  onFinish: (values: Values) => void = () => undefined,
  onFormDrawn: () => void = () => undefined,
) {
  const forms: FormInstance<Values>[] = [];
  function Field() {
    const [form] = Form.useForm<Values>();
    forms.push(form);
    return (
      <Profiler id="form" onRender={onFormDrawn}>
        <Form form={form} initialValues={{ city: 'Paris' }} onFinish={onFinish}>
          <Form.Item name="city" label="City">
            <TextInput />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>
      </Profiler>
    );
  }
  renderWithProviders(<Field />);
  return { form: () => forms.at(-1)!, box: screen.getByLabelText('City') as HTMLInputElement };
}

const nextPaint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

describe('TextInput', () => {
  it('draws a key at once and hands it to the form once it is on screen', async () => {
    // The form's store and its listeners ran inside the key's handler: on a phone at 4× a key
    // then took over 50 ms to show.
    const { form, box } = renderField();
    fireEvent.change(box, { target: { value: 'Lyon' } });
    expect(box.value).toBe('Lyon');
    expect(form().getFieldValue('city')).toBe('Paris');
    await nextPaint();
    expect(form().getFieldValue('city')).toBe('Lyon');
  });

  it('costs React nothing on a key: the form is drawn again only once it has the text', async () => {
    const drawn = jest.fn();
    const { form, box } = renderField(undefined, drawn);
    const draws = drawn.mock.calls.length;
    fireEvent.change(box, { target: { value: 'L' } });
    fireEvent.change(box, { target: { value: 'Ly' } });
    expect(box.value).toBe('Ly');
    expect(drawn).toHaveBeenCalledTimes(draws);
    await nextPaint();
    expect(form().getFieldValue('city')).toBe('Ly');
  });

  it('is drawn as antd draws its Input: disabled with its form, and in its status', async () => {
    render(
      <Form disabled>
        <Form.Item name="city" label="City" validateStatus="error" help="Say where">
          <TextInput />
        </Form.Item>
      </Form>,
    );
    const box = screen.getByLabelText('City') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.className.split(' ')).toEqual(
      expect.arrayContaining([
        'ant-input',
        'ant-input-outlined',
        'ant-input-disabled',
        'ant-input-status-error',
      ]),
    );
    expect(box.getAttribute('aria-describedby')).toBe('city_help');
  });

  it('keeps a key typed while an earlier one is handed over', async () => {
    const { form, box } = renderField();
    fireEvent.change(box, { target: { value: 'L' } });
    act(() => {
      // 'L' is handed over, and 'y' typed before the form's answer ('L') is drawn: that answer
      // must not put 'L' back in the box.
      document.body.click();
      fireEvent.change(box, { target: { value: 'Ly' } });
    });
    expect(box.value).toBe('Ly');
    await nextPaint();
    expect(box.value).toBe('Ly');
    expect(form().getFieldValue('city')).toBe('Ly');
  });

  it('hands a key over before a click is handled, and before the field is left', () => {
    const { form, box } = renderField();
    fireEvent.change(box, { target: { value: 'Lyon' } });
    fireEvent.click(document.body);
    expect(form().getFieldValue('city')).toBe('Lyon');
    fireEvent.change(box, { target: { value: 'Lyons' } });
    fireEvent.blur(box);
    expect(form().getFieldValue('city')).toBe('Lyons');
  });

  it('hands a key over when the page is hidden or left, before its draft is kept', () => {
    const { form, box } = renderField();
    fireEvent.change(box, { target: { value: 'Lyon' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(form().getFieldValue('city')).toBe('Lyon');
    fireEvent.change(box, { target: { value: 'Lyons' } });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(form().getFieldValue('city')).toBe('Lyons');
  });

  it('submits the last key when Enter follows it at once', async () => {
    const onFinish = jest.fn();
    const { box } = renderField(onFinish);
    fireEvent.change(box, { target: { value: 'Lyon' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.form!);
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ city: 'Lyon' }));
  });

  it('shows a value the form sets itself', async () => {
    const { form, box } = renderField();
    act(() => form().setFieldsValue({ city: 'Nice' }));
    await waitFor(() => expect(box.value).toBe('Nice'));
  });
});
