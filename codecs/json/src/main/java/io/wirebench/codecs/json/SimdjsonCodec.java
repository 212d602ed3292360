package io.wirebench.codecs.json;

import io.wirebench.core.PathSteps;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.FieldSink;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * simdjson-java, read only: a port of simdjson's SIMD parser onto the JDK's Vector API (the
 * incubator module {@code jdk.incubator.vector}, which its README says to add with
 * {@code --add-modules}); since 0.3 it binds a document to records. Its jar is compiled for Java
 * 24, so this codec, built for 17, reaches it reflectively (one {@link MethodHandle} bound to one
 * parser per binding, looked up at bind time) and {@link #bind} reports the codec unavailable on
 * a JVM older than 24 or without the module. {@code run --jvm 25} from a JDK 17 CLI still
 * measures it: the gate then runs this codec in the forks' JVM (the report module's ForkGate). It parses {@code byte[]} only ({@code parse(byte[], length, Class)}, the
 * README's call), into {@link SimdjsonModels}' records (converted from the shared model once at
 * bind time). It cannot write, so it is declared read only ({@link CodecInfo.Builder#readsOnly}):
 * the gate and the read benchmarks feed it the reference JSON encoding, and only its read cells
 * are measured; {@code write} is never called.
 *
 * <p>Without binding ({@link SimdjsonTree}): the same parser's {@code parse(byte[], length)}
 * returns a {@code JsonValue} over its tape, the library's untyped result, built with no Java
 * object per value. The partial read walks it to the data set's path ({@code arrayIterator} steps
 * over elements by their matching brace, {@code get(key)} compares key bytes) and decodes only that
 * field; access walks all of it. simdjson-java 0.4 has no public on-demand (skip-ahead) API: its
 * on-demand iterator only serves record binding, so the tape parse still covers the whole document.
 */
public final class SimdjsonCodec implements Codec {
  static final String PARSER = "org.simdjson.SimdJsonParser";

  private final CodecInfo info = CodecInfo.builder("simdjson-java")
      .library("simdjson-java", jarVersion())
      .artifact("org.simdjson", "simdjson-java")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one SimdJsonParser per binding with its default capacity; parse(byte[], length, "
          + "record class) into records mirroring the model (enums as names: it has no enums)")
      .notes("read only: simdjson-java has no writer, so it reads the reference JSON encoding and "
          + "only its read cells are measured; needs JDK 24+ with jdk.incubator.vector; streams, "
          + "Strings and Readers are read into a byte[] first (it parses byte[] only)")
      .jvmArgs("--add-modules", "jdk.incubator.vector")
      // checked on JDK 25: "Unclosed object" for a document followed by text or by bytes 1, 2, 3
      .refusesTrailingBytes()
      .readsOnly()
      .build();

  /**
   * The jar's version from its file name: its classes are Java 24 class files, which a Java 17 JVM
   * cannot load even to ask their jar, and the jar carries no pom.properties or manifest version.
   */
  private static String jarVersion() {
    URL u = SimdjsonCodec.class.getClassLoader().getResource(PARSER.replace('.', '/') + ".class");
    Matcher m = Pattern.compile("simdjson-java-([^/!]+)\\.jar").matcher(u == null ? "" : u.toString());
    return m.find() ? m.group(1) : "unknown";
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Class<?> type = dataSet.isUntyped() ? null : SimdjsonModels.recordType(dataSet.type());
    if (type == null && dataSet.isUserClass()) {
      throw UnsupportedDataSetException.needsCode(dataSet, "records mirroring the model", "");
    }
    if (type == null) {
      throw new UnsupportedDataSetException("simdjson-java binds records: this module mirrors the "
          + "built-in model, and " + dataSet.id() + (dataSet.isUntyped()
              ? " is untyped (its JsonValue is a tree, which simdjson-java 0.4 exposes but this codec does not bind)"
              : " is not in it"));
    }
    int feature = Runtime.version().feature();
    if (feature < 24 || ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
      throw new CodecUnavailableException("simdjson-java needs JDK 24 or newer with the Vector API "
          + "(--add-modules jdk.incubator.vector), and this JVM is " + Runtime.version()
          + (feature < 24 ? "" : " without that module")
          + "; run it with --jvm 25 (or a JDK 24+ home): the gate and the forks then use that JDK, "
          + "with the codec's --add-modules flag");
    }
    MethodHandle parse;
    Object parser;
    try {
      Class<?> parserClass = Class.forName(PARSER);
      parser = parserClass.getConstructor().newInstance();
      parse = MethodHandles.publicLookup().findVirtual(parserClass, "parse",
          MethodType.methodType(Object.class, byte[].class, int.class, Class.class)).bindTo(parser);
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new CodecUnavailableException("simdjson-java failed to start: " + e);
    }
    PathSteps steps = PathSteps.of(dataSet.partialPath());
    return new Binding<Object>(dataSet, SimdjsonModels.toRecord(dataSet.value())) {
      @Override public void write(Object value, OutputStream out) {
        // never called: the codec is read only, so the gate and the benchmarks only read
        throw new UnsupportedOperationException("simdjson-java only parses; it has no writer");
      }

      @Override public Object read(InputStream in) throws IOException {
        return readBytes(in.readAllBytes());
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        try {
          return parse.invoke(bytes, bytes.length, type); // SimdJsonParser.parse(byte[], len, type)
        } catch (Throwable t) {
          throw rethrow(t);
        }
      }

      @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
        try {
          SimdjsonTree.access(parser, bytes, sink); // parse(byte[], len): JsonValue, walked
        } catch (Throwable t) {
          throw rethrow(t);
        }
      }

      @Override public Object readPartial(byte[] bytes) throws IOException {
        try {
          return SimdjsonTree.partial(parser, bytes, steps); // JsonValue: arrayIterator / get(key)
        } catch (Throwable t) {
          throw rethrow(t);
        }
      }

      @Override public String partialMethod() {
        return "simdjson-java JsonValue (tape walk)";
      }
    };
  }

  /** A failure from a method handle as the binding's methods may throw it. */
  private static IOException rethrow(Throwable t) {
    if (t instanceof IOException e) return e;
    if (t instanceof RuntimeException e) throw e;
    if (t instanceof Error e) throw e;
    return new IOException(t);
  }
}
