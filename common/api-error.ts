/** JSON body of every error answer (ARCHITECTURE.md, API conventions). */
export interface ApiErrorBody {
  error: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
