import { mailtoUrl, openMailDraft } from './mail-draft';

describe('mailtoUrl', () => {
  it('encodes the subject and body, with CRLF line breaks', () => {
    const url = mailtoUrl({
      to: 'jane@initech.example',
      subject: 'Proposal: Design & build',
      body: 'Hello Jane,\n\nPlease find attached…',
    });
    expect(url).toBe(
      'mailto:jane@initech.example?subject=Proposal%3A%20Design%20%26%20build&body=Hello%20Jane%2C%0D%0A%0D%0APlease%20find%20attached%E2%80%A6',
    );
  });

  it('lists the copies, each encoded', () => {
    const url = mailtoUrl({
      to: 'jane@initech.example',
      cc: ['bob@initech.example', 'eve@evil.example?bcc=x@y.z'],
      subject: 'Hi',
      body: '',
    });
    expect(url).toBe(
      'mailto:jane@initech.example?cc=bob@initech.example,eve@evil.example%3Fbcc%3Dx@y.z&subject=Hi&body=',
    );
    expect(new URL(url).searchParams.get('cc')).toBe(
      'bob@initech.example,eve@evil.example?bcc=x@y.z',
    );
  });

  it('cannot smuggle a header in through the subject or the address', () => {
    const url = mailtoUrl({
      to: 'jane@initech.example?bcc=eve@evil.example',
      subject: 'Hi\r\nBcc: eve@evil.example',
      body: '',
    });
    expect(url.startsWith('mailto:jane@initech.example%3Fbcc%3Deve@evil.example?subject=')).toBe(
      true,
    );
    expect(new URL(url).searchParams.get('subject')).toBe('Hi\r\nBcc: eve@evil.example');
    expect(url).not.toMatch(/[\r\n]/);
  });
});

describe('openMailDraft', () => {
  afterEach(() => jest.restoreAllMocks());

  it('follows a mailto: link, leaving nothing behind in the page', () => {
    const followed: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href);
    });
    openMailDraft('mailto:jane@initech.example?subject=Hi');
    expect(followed).toEqual(['mailto:jane@initech.example?subject=Hi']);
    expect(document.querySelector('a')).toBeNull();
  });
});
