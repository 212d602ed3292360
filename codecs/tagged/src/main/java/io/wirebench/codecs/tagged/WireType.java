package io.wirebench.codecs.tagged;

/** The wire types of the tagged format ({@code docs/tagged-binary.md}), and their limits. */
final class WireType {
  static final int NULL = 0;
  static final int SINT32 = 1;
  static final int UINT32 = 2;
  static final int SINT64 = 3;
  static final int DOUBLE = 4;
  static final int FIXED32 = 5;
  static final int FIXED64 = 6;
  static final int STRING = 7;
  static final int MESSAGE = 8;
  static final int ARRAY = 9;
  static final int TABLE = 10;
  static final int NUMBER = 11;

  /** The key of the name table entry, the last one of the top-level message. */
  static final int TABLE_KEY = TABLE;

  /** Nesting deeper than this is refused: it protects the stack from corrupt or cyclic input. */
  static final int MAX_DEPTH = 1000;

  /** Array element keys are {@code (index + 1) << 4}: indexes beyond this do not fit in 28 bits. */
  static final int MAX_ARRAY_ELEMENTS = (1 << 28) - 1;

  private static final String[] NAMES = {"null", "signed int32", "unsigned int32", "signed int64",
      "double", "fixed int32", "fixed int64", "string", "message", "array", "field-name table",
      "number"};

  private WireType() {}

  static String name(int type) {
    return type >= 0 && type < NAMES.length ? NAMES[type] : "unknown type " + type;
  }
}
