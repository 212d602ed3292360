package io.wirebench.core.model;

import java.io.Serializable;
import java.util.Objects;

/** One record of {@link Measurements}: long names, mostly numbers. */
public class Measurement implements Serializable {
  private static final long serialVersionUID = 1L;

  private String measurementId;
  private int duration;
  private long time;
  private Type type;

  public Measurement() {}

  public Measurement(String measurementId, int duration, long time, Type type) {
    this.measurementId = measurementId;
    this.duration = duration;
    this.time = time;
    this.type = type;
  }

  public String getMeasurementId() { return measurementId; }
  public void setMeasurementId(String measurementId) { this.measurementId = measurementId; }
  public int getDuration() { return duration; }
  public void setDuration(int duration) { this.duration = duration; }
  public long getTime() { return time; }
  public void setTime(long time) { this.time = time; }
  public Type getType() { return type; }
  public void setType(Type type) { this.type = type; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof Measurement)) return false;
    Measurement m = (Measurement) o;
    return duration == m.duration && time == m.time && type == m.type
        && Objects.equals(measurementId, m.measurementId);
  }
  @Override public int hashCode() { return Objects.hash(measurementId, duration, time, type); }
  @Override public String toString() { return measurementId + "@" + time; }

  /** The kind of measurement. */
  public enum Type { WEB_REQUEST, DB_QUERY, CACHE_LOOKUP }
}
