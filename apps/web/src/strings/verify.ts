/** The public verify page (/verify): anyone drops a PDF of a proposal. */
export const verify = {
  title: 'Verify a signed proposal',
  description:
    'Drop the PDF of a proposal to check whether it is the exact version its client accepted. The file is checked, not kept.',
  drop: 'Drop a PDF here, or choose one',
  checking: 'Checking…',
  checkedFile: (name: string) => `Checked: ${name}`,
  failed: 'The check could not be made. Please try again.',
} as const;
