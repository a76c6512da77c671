import { Button } from 'antd';
import { useToast, downloadFile } from '@reunion/web-kit';
import { useState } from 'react';
import { exportProfiles } from '../api/profileApi';

/**
 * Administrators: the class directory as a text file to paste into an AI chat (docs/profiles.md).
 */
export function ExportButton() {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      const { blob, fileName } = await exportProfiles();
      downloadFile(blob, fileName);
      toast({ title: 'Export Complete', description: 'Class directory downloaded successfully' });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to export class directory',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button onClick={() => void onClick()} loading={pending}>
      Export for ChatGPT
    </Button>
  );
}
