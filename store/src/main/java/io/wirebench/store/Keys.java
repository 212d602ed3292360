package io.wirebench.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.wirebench.records.RunRecord;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;

/**
 * What makes two stored runs or cells the same, or comparable: a run's identity, its record's
 * hash, and the machine's fingerprint (docs/history.md, "What a stored cell keys on").
 */
final class Keys {
  /** JSON with map entries in name order: the same record, the same text. */
  static final ObjectMapper CANONICAL = new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

  private Keys() {}

  /**
   * A run's identity: its kind, start, command line and machine (host name included; not the machine
   * check, which a resumed run measures again). Importing the same run directory twice, or from a copy
   * elsewhere, finds the same id.
   */
  static String runId(RunRecord.Header h) {
    java.util.Map<String, Object> machine = h.machine() == null ? null : new java.util.LinkedHashMap<>(h.machine());
    if (machine != null) machine.remove("noise");
    return sha256(kind(h) + "\n" + h.started() + "\n" + String.join("\u0000", h.command() == null ? java.util.List.of()
        : h.command()) + "\n" + json(machine)).substring(0, 32);
  }

  /** The hash of the whole record: a run that changed since it was stored (resumed, finished) differs. */
  static String recordHash(RunRecord r) {
    return sha256(json(r));
  }

  /**
   * The machine's fingerprint: CPU model, cores, memory (rounded to GiB: identical machines report a
   * few MB apart) and OS with its kernel. Not the host name: a CI runner or a Kubernetes pod gets a
   * new one each time on the same hardware, and two hosts of one instance type are the same machine
   * for a comparison, while a new kernel or CPU is not.
   */
  static String fingerprint(Map<String, Object> machine) {
    Map<String, Object> m = machine == null ? Map.of() : machine;
    Object memory = m.get("memoryBytes");
    long gib = memory instanceof Number n && n.longValue() > 0 ? Math.round(n.doubleValue() / (1L << 30)) : -1;
    return sha256(String.format(Locale.ROOT, "cpu=%s\ncores=%s\nmemoryGiB=%d\nos=%s", m.get("cpu"), m.get("cores"),
        gib, m.get("os"))).substring(0, 16);
  }

  static String kind(RunRecord.Header h) {
    return h.kind() == null ? "run" : h.kind();
  }

  static String json(Object value) {
    try {
      return CANONICAL.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("cannot write as JSON: " + e.getOriginalMessage(), e);
    }
  }

  static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JVM has no SHA-256", e);
    }
  }
}
