package io.wirebench.codecs.scala212;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * What sjson-new's murmurhash backend computes, written out independently in Java from the
 * algorithms it names, so that the comparison tests state the hash functions exactly (and fail if
 * the library does something else): a value of the JSON data model in, one int out.
 *
 * <ul>
 *   <li>null 0xC0, false 0xC2, true 0xC3 (MessagePack's bytes for them, used as hash values);
 *   <li>every integer and double: {@link #hashLong} (sjson-new's HashUtil, a MurmurHash2-style mix
 *       of the two 32-bit halves, m = 0x5bd1e995, r = 24, seed 0) of the long or of the double's
 *       raw IEEE bits; a BigDecimal is hashed as the string of its {@code toString};
 *   <li>strings: Scala 2.12's {@code MurmurHash3.stringHash}, MurmurHash3 x86_32 over UTF-16 chars
 *       taken in pairs, seed 0xF7CA7FD2;
 *   <li>arrays: {@code MurmurHash3.seqHash} (listHash: each element's hash mixed in order, seed
 *       {@code "Seq".hashCode()}, finalised with the count);
 *   <li>objects: {@code MurmurHash3.mapHash}, order-free: each (name, value hash) Tuple2 hashed by
 *       {@code productHash} (seed 0xCAFEBABE, the name through Java's {@code String.hashCode}), the
 *       tuples combined by sum, xor and product, seed {@code "Map".hashCode()}, and the count.
 * </ul>
 */
final class SjsonMurmurReference {
  static final int NULL = 0xC0;
  static final int FALSE = 0xC2;
  static final int TRUE = 0xC3;
  static final int STRING_SEED = 0xF7CA7FD2;
  static final int SEQ_SEED = "Seq".hashCode();
  static final int MAP_SEED = "Map".hashCode();
  static final int PRODUCT_SEED = 0xCAFEBABE;

  private SjsonMurmurReference() {}

  static int hash(Object v) {
    if (v == null) return NULL;
    if (v instanceof Boolean) return (Boolean) v ? TRUE : FALSE;
    if (v instanceof String) return stringHash((String) v);
    if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      return hashLong(((Number) v).longValue());
    }
    if (v instanceof BigInteger) {
      BigInteger b = (BigInteger) v;
      return b.bitLength() < 64 ? hashLong(b.longValue()) : stringHash(new BigDecimal(b).toString());
    }
    if (v instanceof BigDecimal) return stringHash(v.toString());
    if (v instanceof Double || v instanceof Float) {
      return hashLong(Double.doubleToRawLongBits(((Number) v).doubleValue()));
    }
    if (v instanceof List) {
      int h = SEQ_SEED;
      int n = 0;
      for (Object e : (List<?>) v) {
        h = mix(h, hash(e));
        n++;
      }
      return finalizeHash(h, n);
    }
    if (v instanceof Map) {
      int a = 0;
      int b = 0;
      int c = 1;
      int n = 0;
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        int h = tupleHash((String) e.getKey(), hash(e.getValue()));
        a += h;
        b ^= h;
        if (h != 0) c *= h;
        n++;
      }
      int h = MAP_SEED;
      h = mix(h, a);
      h = mix(h, b);
      h = mixLast(h, c);
      return finalizeHash(h, n);
    }
    throw new IllegalArgumentException("not JSON: " + v.getClass());
  }

  /** sjson-new's HashUtil.hashLong. */
  static int hashLong(long data) {
    int m = 0x5bd1e995;
    int h = 0;
    int k = (int) (data * m);
    k ^= k >>> 24;
    h ^= k * m;
    k = (int) ((data >> 32) * m);
    k ^= k >>> 24;
    h *= m;
    h ^= k * m;
    h ^= h >>> 13;
    h *= m;
    h ^= h >>> 15;
    return h;
  }

  /** MurmurHash3 x86_32 over a string's UTF-16 chars, two to a block, as Scala's stringHash. */
  static int stringHash(String s) {
    int h = STRING_SEED;
    int i = 0;
    for (; i + 1 < s.length(); i += 2) {
      h = mix(h, (s.charAt(i) << 16) + s.charAt(i + 1));
    }
    if (i < s.length()) h = mixLast(h, s.charAt(i));
    return finalizeHash(h, s.length());
  }

  /** The hash of the Tuple2 (name, valueHash): productHash with the name's String.hashCode. */
  static int tupleHash(String name, int valueHash) {
    int h = PRODUCT_SEED;
    h = mix(h, name.hashCode());
    h = mix(h, valueHash);
    return finalizeHash(h, 2);
  }

  static int mix(int hash, int data) {
    int h = mixLast(hash, data);
    h = Integer.rotateLeft(h, 13);
    return h * 5 + 0xE6546B64;
  }

  static int mixLast(int hash, int data) {
    int k = data;
    k *= 0xCC9E2D51;
    k = Integer.rotateLeft(k, 15);
    k *= 0x1B873593;
    return hash ^ k;
  }

  static int finalizeHash(int hash, int length) {
    int h = hash ^ length;
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    h ^= h >>> 16;
    return h;
  }
}
