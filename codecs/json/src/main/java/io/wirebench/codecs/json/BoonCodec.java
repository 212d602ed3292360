package io.wirebench.codecs.json;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.boon.core.Value;
import org.boon.json.JsonFactory;
import org.boon.json.JsonParserFactory;
import org.boon.json.JsonSerializerFactory;
import org.boon.json.ObjectMapper;

/**
 * Boon (io.fastjson:boon 0.34, unmaintained since 2015), POJO binding through one reused
 * {@link ObjectMapper}. Boon's serializer omits zeros, {@code false} and empty collections by
 * default; {@code includeDefaultValues()} and {@code includeEmpty()} keep them, because a reader
 * other than Boon cannot tell an omitted {@code 0} from a missing field (nulls stay omitted, as
 * with most libraries). Date sniffing of strings is off, so a string stays a string. Boon reads
 * {@code String} internals through {@code Unsafe}, which fails on JDK 9+ with a
 * ClassCastException unless {@value #FLAG} is set: it is in {@code jvmArgs}, and {@link #bind}
 * probes Boon once and reports the codec unavailable, with the reason, when it still fails.
 * Native paths: String, byte[], OutputStream and Writer; Boon's stream and Reader parsers assume
 * every read fills the buffer (they read garbage from short reads), so the adapter reads a stream
 * whole and a Reader through a String. Untyped documents are written with nulls (a null map entry
 * is data) and read with {@code fromJson} ({@code readValue(String, Object.class)} returns a
 * bare {@code Object}), and converted to plain Java values ({@link #plain}): {@code fromJson}
 * returns Boon's lazy {@code Value} types, which other code reads as beans ({@code "hello"} came
 * out as {@code {"container":false,...}}). Boon 0.34 reads a list of lists ({@code List<List<String>>}) back empty: a gap.
 */
public final class BoonCodec implements Codec {
  static final String FLAG = "-Dorg.boon.faststringutils.disable=true";

  private final CodecInfo info = CodecInfo.builder("boon")
      .library("Boon", JsonFactory.class, "io.fastjson", "boon")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared ObjectMapper from JsonFactory.create with includeDefaultValues and "
          + "includeEmpty (Boon omits 0, false and [] by default) and no date sniffing; "
          + FLAG + " so it runs on JDK 9+")
      .notes("stream and Reader reads are buffered whole: Boon's parsers mis-read short reads; "
          + "untyped reads include converting Boon's lazy values to plain Java values; trailing "
          + "bytes are not detected (Boon's mapper has no end-of-input check)")
      .jvmArgs(FLAG)
      .build();

  private static final class Shared {
    static final ObjectMapper MAPPER = JsonFactory.create(
        new JsonParserFactory().setCheckDates(false),
        new JsonSerializerFactory().includeDefaultValues().includeEmpty());
    static final ObjectMapper UNTYPED = JsonFactory.create(
        new JsonParserFactory().setCheckDates(false),
        new JsonSerializerFactory().includeDefaultValues().includeEmpty().includeNulls());
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.type();
    if (holdsListOfLists(type)) {
      throw new UnsupportedDataSetException("Boon 0.34 reads a list of lists (List<List<...>>, in "
          + type.getSimpleName() + ") back as an empty list");
    }
    boolean untyped = dataSet.isUntyped();
    ObjectMapper mapper = probe(untyped ? Shared.UNTYPED : Shared.MAPPER);
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) {
        mapper.writeValue(out, value); // ObjectMapper.writeValue(OutputStream, value)
      }

      @Override public Object read(InputStream in) throws IOException {
        return readBytes(in.readAllBytes()); // whole, then readValue(byte[]): Boon mis-reads short reads
      }

      @Override public byte[] writeBytes(Object value) {
        return mapper.writeValueAsBytes(value); // ObjectMapper.writeValueAsBytes
      }

      @Override public Object readBytes(byte[] bytes) {
        return untyped ? plain(mapper.fromJson(bytes)) : mapper.readValue(bytes, type); // readValue(byte[], type)
      }

      @Override public String writeString(Object value) {
        return mapper.writeValueAsString(value); // ObjectMapper.writeValueAsString
      }

      @Override public Object readString(String text) {
        return untyped ? plain(mapper.fromJson(text)) : mapper.readValue(text, type); // readValue(String, type)
      }

      @Override public void writeChars(Object value, Writer out) {
        mapper.writeValue(out, value); // ObjectMapper.writeValue(Writer, value)
      }
      // no readChars: Boon's Reader parser mis-reads short reads, so the default reads the
      // Reader into a String and parses that with readValue(String)
    };
  }

  /** Boon's lazy {@link Value}s, maps and lists as String, Boolean, numbers, null, List and Map. */
  static Object plain(Object o) {
    while (o instanceof Value) {
      Object v = ((Value) o).toValue();
      if (v == o) break;
      o = v;
    }
    if (o instanceof Map) {
      Map<String, Object> m = new LinkedHashMap<>();
      ((Map<?, ?>) o).forEach((k, v) -> m.put(String.valueOf(k), plain(v)));
      return m;
    }
    if (o instanceof List) {
      List<Object> l = new ArrayList<>(((List<?>) o).size());
      for (Object v : (List<?>) o) l.add(plain(v));
      return l;
    }
    return o;
  }

  private static boolean holdsListOfLists(Class<?> type) {
    for (Field f : type.getDeclaredFields()) {
      if (f.getGenericType() instanceof ParameterizedType
          && Collection.class.isAssignableFrom(f.getType())) {
        Type item = ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0];
        if (item instanceof ParameterizedType
            && Collection.class.isAssignableFrom((Class<?>) ((ParameterizedType) item).getRawType())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Boon's mapper after one tiny round trip, or the reason it cannot run in this JVM. */
  private static ObjectMapper probe(ObjectMapper mapper) {
    try {
      mapper.readValue(mapper.writeValueAsString(Map.of("probe", "ok")), Map.class);
      return mapper;
    } catch (Throwable e) {
      String flagSet = Boolean.getBoolean("org.boon.faststringutils.disable")
          ? "even with " + FLAG : "run the JVM with " + FLAG;
      throw new CodecUnavailableException("codec boon is unavailable on JDK "
          + Runtime.version().feature() + ": " + RoundTripGate.describe(e) + "; " + flagSet
          + ", or pick another codec", e);
    }
  }
}
