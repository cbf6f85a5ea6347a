import { describe, expect, it } from 'vitest';
import { appendTranscript, getSpeechRecognition, voiceErrorMessage } from './voice-input';

describe('voice input', () => {
  it('is available only where the browser has a recognizer', () => {
    class Recognizer {}
    expect(getSpeechRecognition({})).toBeNull();
    expect(getSpeechRecognition(undefined)).toBeNull();
    expect(getSpeechRecognition({ webkitSpeechRecognition: Recognizer })).toBe(Recognizer);
    expect(getSpeechRecognition({ SpeechRecognition: Recognizer })).toBe(Recognizer);
  });

  it('appends the transcript to what was typed, with one space', () => {
    expect(appendTranscript('', ' solve x squared ')).toBe('solve x squared');
    expect(appendTranscript('Explain', 'photosynthesis')).toBe('Explain photosynthesis');
    expect(appendTranscript('Explain ', 'photosynthesis')).toBe('Explain photosynthesis');
    expect(appendTranscript('Keep me', '   ')).toBe('Keep me');
  });

  it('says nothing when the student cancelled, and something useful otherwise', () => {
    expect(voiceErrorMessage('aborted')).toBeNull();
    expect(voiceErrorMessage('not-allowed')).toMatch(/Microphone access is blocked/);
    expect(voiceErrorMessage('something-new')).toMatch(/try again/);
  });
});
