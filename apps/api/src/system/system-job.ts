/** The system queue's ping (an operator's check that a worker answers). */
export interface PingJob {
  pingId: string;
  /** Lets a test hold a job in flight (capped by the processor). */
  holdMs?: number;
}

export interface PingResult {
  pingId: string;
  processedBy: string;
}
