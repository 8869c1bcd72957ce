/** Failures of an OCR engine; `message` is shown to the student (Portuguese), `retryable` steers the queue. */
export type OcrErrorCode =
  | 'no_text'
  | 'invalid_image'
  | 'aborted'
  | 'timeout'
  | 'engine_unavailable'
  | 'engine_failed'
  | 'engine_init_failed'
  | 'rate_limited'
  | 'refused'
  | 'bad_answer';

export class OcrError extends Error {
  override readonly name = 'OcrError';
  constructor(
    readonly code: OcrErrorCode,
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const OCR_MESSAGES = {
  no_text: 'Não foi possível identificar texto na imagem. Envie uma foto mais nítida e bem iluminada.',
  aborted: 'A transcrição foi cancelada.',
  timeout: 'O reconhecimento de texto demorou demais. Tente novamente em instantes.',
  engine_unavailable:
    'O serviço de reconhecimento de texto está indisponível no momento. Tente novamente em instantes.',
  engine_failed: 'Erro ao reconhecer o texto da imagem. Tente novamente.',
  engine_init_failed: 'Não foi possível iniciar o reconhecimento de texto.',
  rate_limited:
    'O serviço de reconhecimento de texto está recebendo pedidos demais agora. A sua foto será lida de novo em ' +
    'instantes, sem custo extra.',
  refused:
    'O serviço de reconhecimento de texto se recusou a ler esta imagem. Se ela é uma redação, digite o texto ' +
    'olhando a foto; o crédito não foi cobrado.',
  bad_answer: 'O serviço de reconhecimento de texto respondeu de forma inesperada. Tente novamente em instantes.',
} as const;

export const noTextError = () => new OcrError('no_text', OCR_MESSAGES.no_text, false);
export const abortedError = (cause?: unknown) => new OcrError('aborted', OCR_MESSAGES.aborted, false, { cause });
