package io.wirebench.check.hostile;

import com.fasterxml.jackson.core.StreamReadConstraints;
import io.wirebench.core.CodecInfo;
import java.util.Locale;

/**
 * The input limits a library enforces by default, read from the library itself where it says
 * them (no codec of wirebench changes them). Null for a library that states none.
 */
final class Limits {
  private Limits() {}

  static String of(CodecInfo info) {
    String lib = info.library().toLowerCase(Locale.ROOT);
    if (lib.startsWith("jackson 3") || lib.equals("bson4jackson")) {
      tools.jackson.core.StreamReadConstraints c = tools.jackson.core.StreamReadConstraints.defaults();
      return "Jackson 3 StreamReadConstraints defaults: nesting " + c.getMaxNestingDepth() + ", number "
          + c.getMaxNumberLength() + " chars, string " + String.format(Locale.ROOT, "%,d", c.getMaxStringLength())
          + " chars, name " + String.format(Locale.ROOT, "%,d", c.getMaxNameLength()) + " chars, document "
          + (c.getMaxDocumentLength() <= 0 ? "unlimited" : String.format(Locale.ROOT, "%,d", c.getMaxDocumentLength()));
    }
    if (lib.startsWith("jackson") || lib.equals("jackson-dataformat-msgpack")) {
      StreamReadConstraints c = StreamReadConstraints.defaults();
      return "Jackson 2 StreamReadConstraints defaults: nesting " + c.getMaxNestingDepth() + ", number "
          + c.getMaxNumberLength() + " chars, string " + String.format(Locale.ROOT, "%,d", c.getMaxStringLength())
          + " chars, name " + String.format(Locale.ROOT, "%,d", c.getMaxNameLength()) + " chars, document "
          + (c.getMaxDocumentLength() <= 0 ? "unlimited" : String.format(Locale.ROOT, "%,d", c.getMaxDocumentLength()));
    }
    if (lib.equals("gson")) {
      return "Gson JsonReader nesting limit " + new com.google.gson.stream.JsonReader(new java.io.StringReader("")).getNestingLimit();
    }
    return null;
  }
}
