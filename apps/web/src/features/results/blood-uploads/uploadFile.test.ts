import { describe, expect, it } from 'vitest';
import { uploadFileProblem } from './uploadFile';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('uploadFileProblem', () => {
  it('takes exactly one PDF, JPEG or PNG', () => {
    expect(uploadFileProblem([file('a.pdf', 'application/pdf')])).toBeNull();
    expect(uploadFileProblem([file('a.jpg', 'image/jpeg')])).toBeNull();
    expect(uploadFileProblem([file('a.png', 'image/png')])).toBeNull();
  });
  it('wants one file', () => {
    expect(uploadFileProblem([])).toBe('fileRequired');
    expect(uploadFileProblem([file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')])).toBe(
      'fileRequired',
    );
  });
  it('refuses other types, and reads the name when the type is unknown', () => {
    expect(uploadFileProblem([file('a.docx', 'application/msword')])).toBe('fileType');
    expect(uploadFileProblem([file('scan.PNG', '')])).toBeNull();
    expect(uploadFileProblem([file('scan.exe', '')])).toBe('fileType');
  });
});
