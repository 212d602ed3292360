package io.wirebench.codecs.tagged;

import java.util.Arrays;

/**
 * The field-name table of one message, as read: keys sorted as signed int32 and their names. A
 * key missing from the table reads as the decimal text of its 24-bit hash, as the format says.
 */
final class NameTable {
  static final NameTable EMPTY = new NameTable(new int[0], new String[0], 0);

  final int[] keys;
  final String[] names;
  final int size;

  private NameTable(int[] keys, String[] names, int size) {
    this.keys = keys;
    this.names = names;
    this.size = size;
  }

  String name(int key) {
    int i = Arrays.binarySearch(keys, 0, size, key);
    return i >= 0 ? names[i] : Integer.toString(key >>> 8);
  }

  /**
   * Finds the name table of a whole message: walks the top-level entries (skipping nested bodies
   * by their length), checks that the table, if any, is the last entry, and leaves {@code in}
   * where it was, with its limit narrowed to the entries before the table.
   */
  static NameTable locate(TaggedInput in) {
    int start = in.pos;
    NameTable table = EMPTY;
    while (in.hasMore()) {
      int keyOffset = in.pos;
      int key = in.readIntLE();
      if (key == WireType.TABLE_KEY) {
        table = read(in);
        if (in.hasMore()) {
          throw in.error(in.pos, "the field-name table (at offset " + keyOffset
              + ") is not the last entry of the message");
        }
        in.limit = keyOffset;
        break;
      }
      int type = key & 0xFF;
      if (type > WireType.NUMBER || type == WireType.TABLE) {
        throw in.badType(type, keyOffset);
      }
      in.skip(type, keyOffset);
    }
    in.pos = start;
    return table;
  }

  /** Reads a table's body; {@code in} is just after the table's key. */
  static NameTable read(TaggedInput in) {
    int len = in.readLength("field-name table");
    int old = in.pushLimit(len);
    // each entry takes at least 5 bytes, so this bound cannot be inflated by a corrupt length
    int cap = Math.min(len / 5, 16);
    int[] keys = new int[cap];
    String[] names = new String[cap];
    int n = 0;
    while (in.hasMore()) {
      int keyOffset = in.pos;
      int key = in.readIntLE();
      if (n > 0 && key <= keys[n - 1]) {
        throw in.error(keyOffset, "field-name table keys are not in ascending order (0x"
            + Integer.toHexString(key) + " after 0x" + Integer.toHexString(keys[n - 1]) + ")");
      }
      String name = in.readString();
      if (n == keys.length) {
        keys = Arrays.copyOf(keys, n * 2 + 1);
        names = Arrays.copyOf(names, n * 2 + 1);
      }
      keys[n] = key;
      names[n++] = name;
    }
    in.popLimit(old);
    return new NameTable(keys, names, n);
  }
}
