package io.wirebench.codecs.scala212;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * {@code sjson-new-murmurhash}: sjson-new's murmurhash backend ({@code sjson-new-murmurhash_2.12},
 * which exists only for Scala 2.12), called the way sbt calls it: {@code Hasher.hashUnsafe} with
 * the HashWriter derived from contraband-style JsonWriters of Scala case classes
 * ({@link MurmurFormats}), the model converted to case classes once at bind time.
 *
 * <p>It is not a codec that can run: the backend is a {@code SupportHasher[Int]}, a one-way
 * function from a value to a 32-bit MurmurHash3-based digest, with no reader and no bytes (sbt
 * uses it for cache keys). So every data set is a gap, whose reason carries the digest computed
 * by the shaded library in this process; docs/tagged-binary-vs-murmurhash.md compares it, construct
 * by construct, with the {@code tagged-binary} format it was thought to be.
 *
 * <p>Scala 2.12 and sjson-new are shaded into this module's jar (see its pom): if the classes run
 * without them (a build that stopped before {@code package}), the codec says it is unavailable.
 */
public final class SjsonNewMurmurhashCodec implements Codec {
  static final String ID = "sjson-new-murmurhash";

  private final CodecInfo info = CodecInfo.builder(ID)
      .library("sjson-new murmurhash", Versions.SJSON_NEW + " (Scala " + Versions.SCALA + ", shaded)")
      .binary("murmurhash digest (no encoding)", "application/x-sjson-new-murmurhash", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("Hasher.hashUnsafe with the HashWriter derived from contraband-style JsonWriters"
          + " (sbt's way) for Scala 2.12 case classes converted from the model at bind time;"
          + " scala-library " + Versions.SCALA + " and sjson-new relocated into this jar under"
          + " io.wirebench.codecs.scala212.shaded")
      .notes("a one-way hash, not a serialization: Hasher turns a value into one 32-bit Int"
          + " (null 0xC0, false 0xC2, true 0xC3, integers and doubles through sjson-new's"
          + " hashLong, BigDecimals as their text, strings MurmurHash3.stringHash over UTF-16"
          + " chars, arrays seqHash, objects the order-free mapHash of (name, value hash) pairs"
          + " with names by String.hashCode, None fields left out) and has no reader, so"
          + " every data set is a gap and nothing reads trailing bytes; no construct matches"
          + " tagged-binary's bytes (MurmurHash2 seed -1 over UTF-8 field names, 24 bits, type"
          + " tags, varint lengths): see docs/tagged-binary-vs-murmurhash.md")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    MurmurHashing hashing = prepare(dataSet);
    int hash;
    try {
      hash = hashing.hash();
    } catch (LinkageError e) {
      throw unavailable(e);
    }
    throw new UnsupportedDataSetException(reason(dataSet)
        + String.format(" (here it gives %s the hash 0x%08X)", dataSet.id(), hash));
  }

  /** The same gap as {@link #bind}, without hashing a large value each time {@code list} asks. */
  @Override public void checkModels(DataSet<?> dataSet) {
    prepare(dataSet);
    throw new UnsupportedDataSetException(reason(dataSet));
  }

  private static MurmurHashing prepare(DataSet<?> dataSet) {
    MurmurHashing hashing;
    try {
      hashing = dataSet.isUntyped() ? MurmurHashing.forUntyped(dataSet.value())
          : MurmurHashing.forModel(dataSet.value());
    } catch (LinkageError e) {
      throw unavailable(e);
    }
    if (hashing == null) {
      throw UnsupportedDataSetException.needsCode(dataSet, "Scala case classes", ID
          + " has Scala case classes only for the built-in model classes, not " + dataSet.type().getName());
    }
    return hashing;
  }

  private static String reason(DataSet<?> dataSet) {
    return ID + " cannot round-trip " + dataSet.id() + ": sjson-new's murmurhash backend is a"
        + " one-way hasher (Hasher, a SupportHasher[Int]: a value in, one 32-bit Int out, no"
        + " reader), which sbt uses for cache keys, not a serialization format";
  }

  private static CodecUnavailableException unavailable(LinkageError e) {
    return new CodecUnavailableException(ID + " cannot load its Scala 2.12 classes (" + e
        + "); they are shaded into wirebench-codecs-scala212's jar at package time, so build"
        + " with mvn package or verify (not test, which uses the unshaded classes)", e);
  }

  /** The versions bundled into the shaded jar, recorded at build time. */
  static final class Versions {
    static final String SJSON_NEW;
    static final String SCALA;

    static {
      Properties p = new Properties();
      try (InputStream in = Versions.class.getResourceAsStream("versions.properties")) {
        if (in != null) p.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      // never a key that starts with "scala": shading would rewrite the literal (see the file)
      SJSON_NEW = p.getProperty("version.sjson-new", "unknown");
      SCALA = p.getProperty("version.scala-library", "unknown");
    }

    private Versions() {}
  }
}
