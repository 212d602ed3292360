package io.wirebench.records;

/** Which direction of a metric is better: every kind's metrics say it in the shared record. */
public enum Better {
  HIGHER, LOWER
}
