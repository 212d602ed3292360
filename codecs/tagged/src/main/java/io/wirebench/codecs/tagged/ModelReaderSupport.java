package io.wirebench.codecs.tagged;

import static io.wirebench.codecs.tagged.ModelFields.*;

import java.util.ArrayList;
import java.util.List;

/**
 * What the hand-written model readers share: key prefixes as constants the JIT folds, the
 * name-table check, and typed reads of one field value with errors that name the field.
 */
abstract class ModelReaderSupport {
  static final int K_ROWS = KEY[ROWS];
  static final int K_ID = KEY[ID];
  static final int K_FIRST_NAME = KEY[FIRST_NAME];
  static final int K_LAST_NAME = KEY[LAST_NAME];
  static final int K_STREET = KEY[STREET];
  static final int K_CITY = KEY[CITY];
  static final int K_STATE = KEY[STATE];
  static final int K_ZIP = KEY[ZIP];
  static final int K_EMAIL = KEY[EMAIL];
  static final int K_STATUS = KEY[STATUS];
  static final int K_ITEMS = KEY[ITEMS];
  static final int K_MEASUREMENT_ID = KEY[MEASUREMENT_ID];
  static final int K_DURATION = KEY[DURATION];
  static final int K_TIME = KEY[TIME];
  static final int K_TYPE = KEY[TYPE];
  static final int K_NAME = KEY[NAME];
  static final int K_AGE = KEY[AGE];
  static final int K_MODULES = KEY[MODULES];
  static final int K_ORGANIZATION = KEY[ORGANIZATION];
  static final int K_REVISION = KEY[REVISION];
  static final int K_MEDIA = KEY[MEDIA];
  static final int K_IMAGES = KEY[IMAGES];
  static final int K_URI = KEY[URI];
  static final int K_TITLE = KEY[TITLE];
  static final int K_WIDTH = KEY[WIDTH];
  static final int K_HEIGHT = KEY[HEIGHT];
  static final int K_FORMAT = KEY[FORMAT];
  static final int K_SIZE = KEY[SIZE];
  static final int K_BITRATE = KEY[BITRATE];
  static final int K_HAS_BITRATE = KEY[HAS_BITRATE];
  static final int K_PERSONS = KEY[PERSONS];
  static final int K_PLAYER = KEY[PLAYER];
  static final int K_COPYRIGHT = KEY[COPYRIGHT];

  /** {@link #beginList} and {@link #beginMessage} of a null value. */
  static final int NULL_LIST = Integer.MIN_VALUE;
  /** {@link #beginElement} of a null element. */
  static final int NULL_ELEMENT = Integer.MIN_VALUE + 1;

  final TaggedInput in;
  /** Bit t of trusted[f]: the table names key (field f, type t) as the model does. */
  int[] trusted;
  /** Offset of the key just read, for errors and skipping. */
  int keyAt;

  ModelReaderSupport(TaggedInput in) {
    this.in = in;
  }

  int peekIntLE() {
    byte[] b = in.buf;
    int p = in.pos;
    return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | b[p + 3] << 24;
  }

  /** The next field key of an object body, which must be greater than {@code prev}. */
  final int nextKey(long prev) {
    int at = in.pos;
    int key = in.readIntLE();
    keyAt = at;
    if (key <= prev) {
      throw in.error(at, "field keys are not in ascending order (0x" + Integer.toHexString(key)
          + " after 0x" + Long.toHexString(prev & 0xFFFFFFFFL) + ")");
    }
    int t = key & 0xFF;
    if (t > WireType.NUMBER || t == WireType.TABLE) {
      throw in.badType(t, at);
    }
    return key;
  }

  final boolean ok(int field, int type) {
    return (trusted[field] >>> type & 1) != 0;
  }

  private RuntimeException mismatch(int field, int type, String expected) {
    return in.error(keyAt, "field \"" + NAMES[field] + "\" is a " + WireType.name(type)
        + ", expected " + expected);
  }

  private void readNull() {
    if (in.readVarint64() != 0) {
      throw in.error(keyAt + 4, "a null value must be the byte 00");
    }
  }

  final String str(int field, int type) {
    if (type == WireType.STRING) return in.readString();
    if (type == WireType.NULL) {
      readNull();
      return null;
    }
    throw mismatch(field, type, "a string");
  }

  final long int64(int field, int type) {
    switch (type) {
      case WireType.SINT32: return in.readSint32();
      case WireType.SINT64: return in.readSint64();
      case WireType.UINT32: return in.readVarint32() & 0xFFFFFFFFL;
      case WireType.FIXED32: return in.readIntLE();
      case WireType.FIXED64: return in.readLongLE();
      case WireType.NULL:
        readNull();
        return 0;
      default: throw mismatch(field, type, "an integer");
    }
  }

  final int int32(int field, int type) {
    if (type == WireType.SINT32) return in.readSint32();
    int at = in.pos;
    long v = int64(field, type);
    if (v != (int) v) {
      throw in.error(at, "field \"" + NAMES[field] + "\" holds " + v + ", beyond int32");
    }
    return (int) v;
  }

  final <E extends Enum<E>> E enumOf(Class<E> type, String name) {
    if (name == null) return null;
    try {
      return Enum.valueOf(type, name);
    } catch (IllegalArgumentException e) {
      throw in.error(keyAt, "\"" + name + "\" is not a " + type.getSimpleName());
    }
  }

  /** Enters an array field's body; returns the limit to restore, or NULL_LIST. */
  final int beginList(int field, int type) {
    return begin(field, type, WireType.ARRAY, "an array");
  }

  /** Enters a message field's body; returns the limit to restore, or NULL_LIST. */
  final int beginMessage(int field, int type) {
    return begin(field, type, WireType.MESSAGE, "a message");
  }

  private int begin(int field, int type, int expected, String what) {
    if (type == expected) {
      return in.pushLimit(in.readLength(WireType.name(type)));
    }
    if (type == WireType.NULL) {
      readNull();
      return NULL_LIST;
    }
    throw mismatch(field, type, what);
  }

  /** Reads the key of element {@code index1} (1-based) of an array. */
  private int elementType(int index1) {
    int at = in.pos;
    int key = in.readIntLE();
    keyAt = at;
    if (key >>> 4 != index1) {
      throw in.error(at, "array element key 0x" + Integer.toHexString(key)
          + " does not have index " + index1 + " (keys are ((i + 1) << 4) | type, in order)");
    }
    return key & 0xF;
  }

  /** Enters the body of message element {@code index1}; the limit to restore, or NULL_ELEMENT. */
  final int beginElement(int index1) {
    int t = elementType(index1);
    if (t == WireType.MESSAGE) {
      return in.pushLimit(in.readLength("message"));
    }
    if (t == WireType.NULL) {
      readNull();
      return NULL_ELEMENT;
    }
    throw in.error(keyAt, "array element " + index1 + " is a " + WireType.name(t)
        + ", expected a message");
  }

  /** Element {@code index1}: an array of strings (or null). */
  final List<String> stringElements(int index1) {
    int t = elementType(index1);
    if (t == WireType.NULL) {
      readNull();
      return null;
    }
    if (t != WireType.ARRAY) {
      throw in.error(keyAt, "array element " + index1 + " is a " + WireType.name(t)
          + ", expected an array of strings");
    }
    int old = in.pushLimit(in.readLength("array"));
    List<String> list = strings();
    in.popLimit(old);
    return list;
  }

  /** The elements of the array body {@code in} is in, as strings. */
  final List<String> strings() {
    List<String> list = new ArrayList<>();
    for (int i = 1; in.hasMore(); i++) {
      int t = elementType(i);
      if (t == WireType.STRING) {
        list.add(in.readString());
      } else if (t == WireType.NULL) {
        readNull();
        list.add(null);
      } else {
        throw in.error(keyAt, "array element " + i + " is a " + WireType.name(t)
            + ", expected a string");
      }
    }
    return list;
  }
}
