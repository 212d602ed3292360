package io.wirebench.history;

/** STAND-IN (to drop at merge): a change at {@code index} of a series, as the ratio after / before with its interval. */
public record Change(int index, String runId, double ratio, double ratioLow, double ratioHigh, String method) {}
