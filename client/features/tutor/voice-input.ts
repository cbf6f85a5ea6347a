import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The part of the Web Speech API the tutor uses. TypeScript's DOM library has the events but not
 * the recognizer itself (it is still prefixed in Chromium and Safari), so it is declared here.
 */
interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognizerConstructor = new () => SpeechRecognizer;

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognizerConstructor;
  webkitSpeechRecognition?: SpeechRecognizerConstructor;
}

/**
 * The browser's speech recognizer, or null where there is none (Firefox, most webviews): the mic
 * button is then not rendered at all rather than shown and failing.
 */
export function getSpeechRecognition(win: unknown = typeof window === 'undefined' ? undefined : window): SpeechRecognizerConstructor | null {
  if (!win || typeof win !== 'object') return null;
  const w = win as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Adds dictated words to what the student already typed, with one space between them. */
export function appendTranscript(current: string, transcript: string): string {
  const spoken = transcript.trim();
  if (!spoken) return current;
  if (!current.trim()) return spoken;
  return /\s$/.test(current) ? `${current}${spoken}` : `${current} ${spoken}`;
}

/** A message for a recognizer error the student can act on; null for the ones that need none. */
export function voiceErrorMessage(error: string): string | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Microphone access is blocked. Allow it in your browser settings to use voice input.';
    case 'no-speech':
      return 'No speech was detected. Please try again.';
    case 'audio-capture':
      return 'No microphone was found. Check that one is connected.';
    case 'network':
      return 'Voice input needs a network connection in this browser. Please try again.';
    default:
      return 'Voice input stopped unexpectedly. Please try again.';
  }
}

/** What the mic button needs: whether to show it at all, whether it is listening, and the two actions. */
export interface VoiceInput {
  supported: boolean;
  listening: boolean;
  start(): void;
  stop(): void;
}

/**
 * Voice input for the tutor (spec-1 §1 "accepts voice input"): one utterance per press, final
 * results only, handed to `onTranscript`. The recognizer is stopped when the component goes away.
 */
export function useVoiceInput(onTranscript: (text: string) => void, onError: (message: string) => void): VoiceInput {
  const [Recognition] = useState(() => getSpeechRecognition());
  const [listening, setListening] = useState(false);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const callbacks = useRef({ onTranscript, onError });
  useEffect(() => {
    callbacks.current = { onTranscript, onError };
  });

  const stop = useCallback(() => {
    recognizerRef.current?.stop();
  }, []);

  const start = useCallback(() => {
    if (!Recognition || recognizerRef.current) return;
    const recognizer = new Recognition();
    recognizer.lang = navigator.language || 'en-US';
    recognizer.continuous = false;
    recognizer.interimResults = false;
    recognizer.maxAlternatives = 1;
    recognizer.onresult = (event) => {
      let text = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result.isFinal) text += result[0].transcript;
      }
      if (text.trim()) callbacks.current.onTranscript(text);
    };
    recognizer.onerror = (event) => {
      const message = voiceErrorMessage(event.error);
      if (message) callbacks.current.onError(message);
      else console.info('Voice input cancelled');
    };
    recognizer.onend = () => {
      recognizerRef.current = null;
      setListening(false);
    };
    recognizerRef.current = recognizer;
    try {
      recognizer.start();
      setListening(true);
    } catch (err) {
      recognizerRef.current = null;
      console.error('Voice input could not start', err);
      callbacks.current.onError('Voice input could not start. Please try again.');
    }
  }, [Recognition]);

  useEffect(
    () => () => {
      const recognizer = recognizerRef.current;
      if (recognizer) {
        recognizer.onend = null;
        recognizer.abort();
        recognizerRef.current = null;
      }
    },
    [],
  );

  return { supported: Recognition !== null, listening, start, stop };
}
