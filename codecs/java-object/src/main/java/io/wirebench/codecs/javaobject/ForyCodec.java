package io.wirebench.codecs.javaobject;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.InputStream;
import java.io.OutputStream;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.Language;
import org.apache.fory.io.ForyInputStream;

/**
 * Apache Fory in Java mode, configured as its Java guide recommends for production: class
 * registration required (only registered classes can be read; each is written as a small id),
 * one thread-safe instance from {@code buildThreadSafeFory()} (Fory instances are not
 * thread-safe; this wraps one per thread), JIT code generation on (the default) and the other
 * defaults (reference tracking off, compressed numbers). Registration happens once, before first
 * use, and serializers are compiled at bind time ({@code ensureSerializersCompiled}), not in a
 * measured call. Each target is a {@code ThreadSafeFory} call of its own; Fory has no file API,
 * so files take the default buffered streams.
 */
public final class ForyCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("fory")
      .library("Apache Fory", Fory.class, "org.apache.fory", "fory-core")
      .binary("Fory", "application/x-fory", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("Java mode, class registration required with every model class, enum and "
          + "collection registered (untyped: LinkedHashMap, ArrayList, boxed and big numbers); "
          + "one buildThreadSafeFory() instance; JIT code generation on, other settings default; "
          + "as Fory's Java guide recommends")
      .notes("trailing bytes are not detected: Fory reads one object and does not report what is left")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  /** Registration is the only gap: binding compiles serializers (seconds), checking does not. */
  @Override public void checkModels(DataSet<?> dataSet) {
    JavaTypes.of(dataSet);
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ThreadSafeFory fory = Fory.builder()
        .withLanguage(Language.JAVA)
        .requireClassRegistration(true)
        .withCodegen(true)
        .buildThreadSafeFory();
    JavaTypes.of(dataSet).forEach(fory::register);
    fory.ensureSerializersCompiled();
    Class<?> type = dataSet.type();
    boolean untyped = dataSet.isUntyped();
    Object sample = untyped ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) {
        fory.serialize(out, value); // serialize(OutputStream, value): into its buffer, then one write
      }

      @Override public byte[] writeBytes(Object value) {
        return fory.serialize(value); // serialize(value) -> byte[], the guide's call
      }

      @Override public Object read(InputStream in) {
        ForyInputStream input = new ForyInputStream(in); // the guide's deserialize(new ForyInputStream(in))
        return untyped ? fory.deserialize(input) : fory.deserialize(input, type);
      }

      @Override public Object readBytes(byte[] bytes) {
        return untyped ? fory.deserialize(bytes) : fory.deserialize(bytes, type); // deserialize(byte[])
      }
    };
  }
}
