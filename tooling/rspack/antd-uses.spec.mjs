import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { antdUses } from './antd-uses.mjs';

describe('antdUses', () => {
  let root;
  const write = (file, text) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-uses-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds the components imported from antd and the parts of them each file names', () => {
    write(
      'shell/src/SignIn.tsx',
      `import { Button, Form as AntForm, Input, theme, type FormProps } from 'antd';
       import type { ThemeConfig } from 'antd';
       const { Password } = Input;
       export const f = () => <AntForm><AntForm.Item><Password /></AntForm.Item><Button /></AntForm>;
       AntForm.useForm; theme.useToken;`,
    );
    write(
      'section/src/pages/Page.tsx',
      `import {
         Form,
         Typography,
       } from 'antd';
       const { Title, Text: Label } = Typography;
       export const p = () => <Form><Form.List name="x">{() => null}</Form.List><Title /></Form>;`,
    );
    expect(antdUses([path.join(root, 'shell/src'), path.join(root, 'section/src')])).toEqual([
      { name: 'Button', members: [] },
      { name: 'Form', members: ['Item', 'List'] },
      { name: 'Input', members: ['Password'] },
      { name: 'Typography', members: ['Text', 'Title'] },
    ]);
  });

  it('leaves tests out: they draw nothing on the site', () => {
    write('app/src/Card.spec.tsx', `import { Card } from 'antd';`);
    write('app/src/Page.tsx', `import { Flex } from 'antd';`);
    expect(antdUses([path.join(root, 'app/src')])).toEqual([{ name: 'Flex', members: [] }]);
  });
});
