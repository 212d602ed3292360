package io.wirebench.codecs.tagged;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The field names of the model classes, hashed once: their index, the key prefix
 * {@code hash << 8} the hand-written code uses, and the name table written from the wire types each
 * name was used with. The names are ordered by key at class initialisation, so the table is
 * written in key order without sorting at run time.
 */
final class ModelFields {
  static final String[] NAMES = {"rows", "id", "firstName", "lastName", "street", "city", "state",
      "zip", "email", "status", "items", "measurementId", "duration", "time", "type", "name", "age",
      "modules", "organization", "revision", "media", "images", "uri", "title", "width", "height",
      "format", "size", "bitrate", "hasBitrate", "persons", "player", "copyright"};

  static final int ROWS = 0, ID = 1, FIRST_NAME = 2, LAST_NAME = 3, STREET = 4, CITY = 5,
      STATE = 6, ZIP = 7, EMAIL = 8, STATUS = 9, ITEMS = 10, MEASUREMENT_ID = 11, DURATION = 12,
      TIME = 13, TYPE = 14, NAME = 15, AGE = 16, MODULES = 17, ORGANIZATION = 18, REVISION = 19,
      MEDIA = 20, IMAGES = 21, URI = 22, TITLE = 23, WIDTH = 24, HEIGHT = 25, FORMAT = 26,
      SIZE = 27, BITRATE = 28, HAS_BITRATE = 29, PERSONS = 30, PLAYER = 31, COPYRIGHT = 32;

  static final int COUNT = NAMES.length;

  /** {@code hash(name) << 8}, by field index: OR a wire type in to get the key. */
  static final int[] KEY = new int[COUNT];
  private static final byte[][] UTF8 = new byte[COUNT][];
  /** Field indexes in ascending key order (signed). */
  private static final int[] BY_KEY;

  static {
    long[] packed = new long[COUNT];
    for (int f = 0; f < COUNT; f++) {
      KEY[f] = Murmur2.hash(NAMES[f]) << 8;
      UTF8[f] = NAMES[f].getBytes(StandardCharsets.UTF_8);
      packed[f] = (long) KEY[f] << 32 | f;
    }
    Arrays.sort(packed);
    BY_KEY = new int[COUNT];
    for (int i = 0; i < COUNT; i++) {
      BY_KEY[i] = (int) packed[i];
      if (i > 0 && KEY[BY_KEY[i]] == KEY[BY_KEY[i - 1]]) {
        throw new ExceptionInInitializerError("model fields " + NAMES[BY_KEY[i]] + " and "
            + NAMES[BY_KEY[i - 1]] + " have the same 24-bit hash");
      }
    }
  }

  private ModelFields() {}


  static int key(int field) {
    return KEY[field];
  }

  /**
   * Writes the name table entry for the names used: {@code used[f]} has bit {@code t} set when
   * field {@code f} was written with wire type {@code t}. Nothing when no field was written.
   */
  static void writeTable(TaggedOutput out, int[] used) {
    int entries = 0;
    int bytes = 0;
    for (int f = 0; f < COUNT; f++) {
      int n = Integer.bitCount(used[f]);
      entries += n;
      bytes += n * (5 + UTF8[f].length);
    }
    if (entries == 0) {
      return;
    }
    out.writeIntLE(WireType.TABLE_KEY);
    out.writeUnsignedVarint(bytes);
    out.ensure(bytes);
    for (int f : BY_KEY) {
      int types = used[f];
      byte[] name = UTF8[f];
      for (int t = 0; types != 0; t++, types >>>= 1) {
        if ((types & 1) != 0) {
          out.writeIntLE(KEY[f] | t);
          out.writeUnsignedVarint(name.length);
          out.writeBytes(name, 0, name.length);
        }
      }
    }
  }

  /**
   * Which (field, wire type) pairs a message's table names as this model does: bit {@code t} of
   * {@code result[f]}. A key the table gives another name, or does not list, is not a model field
   * and is skipped on reading.
   */
  static int[] trusted(NameTable table) {
    int[] trusted = new int[COUNT];
    for (int i = 0; i < table.size; i++) {
      int key = table.keys[i];
      int f = fieldOf(key & ~0xFF);
      int type = key & 0xFF;
      if (f >= 0 && type < 32 && NAMES[f].equals(table.names[i])) {
        trusted[f] |= 1 << type;
      }
    }
    return trusted;
  }

  private static int fieldOf(int keyPrefix) {
    int lo = 0;
    int hi = COUNT - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int k = KEY[BY_KEY[mid]];
      if (k < keyPrefix) lo = mid + 1;
      else if (k > keyPrefix) hi = mid - 1;
      else return BY_KEY[mid];
    }
    return -1;
  }
}
