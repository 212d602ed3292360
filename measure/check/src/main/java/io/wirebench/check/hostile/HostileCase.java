package io.wirebench.check.hostile;

import io.wirebench.records.checks.Case;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One hostile input: a value under {@code "x"}, a crafted length prefix, or a change to the
 * codec's own encoding (cut in half, followed by garbage).
 *
 * @param formats the formats wirebench can build the input in; null for every format
 * @param value the value under "x", or null
 * @param length the length a crafted prefix claims, or 0
 * @param expected the number the reader should give back (its text), for the number cases, or null
 */
record HostileCase(Case info, Set<String> formats, Value value, long length, String expected) {
  static final String TRUNCATED = "truncated";
  static final String TRAILING = "trailing-garbage";
  private static final Set<String> TREES = Input.TREE_FORMATS;
  private static final Set<String> BIG_NUMBERS = Set.of("JSON", "Smile", "CBOR", "Ion");
  private static final Set<String> LENGTHS_31 = Set.of("MessagePack", "CBOR", "BSON", "Protobuf",
      "Protobuf (length-delimited rows)");
  private static final Set<String> LENGTHS_63 = Set.of("CBOR", "Protobuf", "Protobuf (length-delimited rows)");

  boolean appliesTo(String format) {
    return formats == null || formats.contains(format);
  }

  private static final List<HostileCase> ALL = build();

  /** Every case, in print order (built once: one holds a million digits). */
  static List<HostileCase> all() {
    return ALL;
  }

  private static List<HostileCase> build() {
    List<HostileCase> out = new ArrayList<>();
    out.add(tree("depth-1k", "nesting", "arrays nested 1,000 deep", new Value.Nest(1_000)));
    out.add(tree("depth-100k", "nesting", "arrays nested 100,000 deep", new Value.Nest(100_000)));
    out.add(tree("depth-1m", "nesting", "arrays nested 1,000,000 deep", new Value.Nest(1_000_000)));
    String digits = "9".repeat(1_000_000);
    out.add(number("digits-1m", "an integer of 1,000,000 digits", digits));
    out.add(number("exp-1e400", "1e400, beyond a double's range", "1e400"));
    out.add(number("float-1.5e300", "1.5e300, a double near the top of its range (the first look's case)",
        "1.5e300"));
    out.add(number("int-2^73", "12345678901234567890123, beyond a long (the first look's case)",
        "12345678901234567890123"));
    out.add(tree("string-100m", "size", "a string of 100,000,000 ASCII characters", new Value.Str(100_000_000)));
    out.add(tree("keys-collide-100k", "hashing", "an object of 100,000 keys with the same String.hashCode",
        new Value.CollidingKeys(100_000)));
    out.add(tree("duplicate-keys", "keys", "{\"a\": 1, \"a\": 2}", new Value.DuplicateKeys()));
    out.add(tree("utf8-invalid", "encoding", "a string with the bytes FF FE, never valid UTF-8",
        new Value.Patched("\u00e9\u00e9", new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0xff, (byte) 0xfe}, null)));
    out.add(tree("lone-surrogate", "encoding",
        "a lone high surrogate U+D800: \"\\ud800\" in JSON, the bytes ED A0 80 (not UTF-8) in binary formats",
        new Value.Patched("\u20ac", new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, "\"\\ud800\"")));
    out.add(new HostileCase(new Case(TRUNCATED, "framing", "the codec's own encoding, cut in half", "rejected"),
        null, null, 0, null));
    out.add(new HostileCase(new Case(TRAILING, "framing",
        "the codec's own encoding followed by garbage (' x' for text, 01 02 03 for binary)",
        "rejected by a codec that says it refuses trailing bytes"), null, null, 0, null));
    out.add(new HostileCase(new Case("length-2^31", "length prefix",
        "a string whose length prefix claims 2^31 bytes, followed by 3 (MessagePack, CBOR, BSON; protobuf: an "
            + "unknown field the reader must skip)", "rejected, without allocating 2 GB"), LENGTHS_31, null, 1L << 31, null));
    out.add(new HostileCase(new Case("length-2^63", "length prefix",
        "a length prefix of 2^63 bytes (CBOR, protobuf; MessagePack and BSON lengths are 32-bit)",
        "rejected"), LENGTHS_63, null, Long.MIN_VALUE, null));
    return List.copyOf(out);
  }

  private static HostileCase tree(String id, String category, String what, Value v) {
    return new HostileCase(new Case(id, category, what, null), TREES, v, 0, null);
  }

  private static HostileCase number(String id, String what, String text) {
    return new HostileCase(new Case(id, "numbers", what, "the exact value, or a clear rejection"), BIG_NUMBERS,
        new Value.Number(text), 0, text);
  }

  /** The garbage appended for {@link #TRAILING}. */
  static byte[] garbage(boolean text) {
    return text ? " x".getBytes(StandardCharsets.US_ASCII) : new byte[] {1, 2, 3};
  }
}
