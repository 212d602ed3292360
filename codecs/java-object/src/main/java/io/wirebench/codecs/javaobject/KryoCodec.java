package io.wirebench.codecs.javaobject;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecException;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * Kryo 5, configured as its README recommends for production: registration required (only the
 * registered model classes, enums and collections can be read, and each is written as a small
 * id instead of its name), references off (the default; the model has no shared or cyclic
 * objects). A Kryo instance is not thread-safe, so instances come from a thread-safe
 * {@link Pool}, and so do the reusable {@link Output} and {@link Input} buffers, as the README's
 * pooling section shows. A model value is written with {@code writeObject} (the class is known
 * to the reader); an untyped value with {@code writeClassAndObject}. Files take the default
 * buffered streams, as the README's {@code new Output(new FileOutputStream(...))} does (Kryo has no
 * file API).
 *
 * <p>Kryo reads one object and leaves whatever follows in the {@link Input}, and it reads many a
 * short run of garbage as some value (ten random bytes came back as a DBData with null rows), so
 * every read checks that the input ended with the value ({@link Input#end()}: one comparison for a
 * byte[], one more read of the stream otherwise) and refuses it with a {@link CodecException}
 * otherwise; Kryo's own errors on bad input become one too.
 */
public final class KryoCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("kryo")
      .library("Kryo", Kryo.class, "com.esotericsoftware", "kryo")
      .binary("Kryo", "application/x-kryo", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("registration required, every model class, enum and collection registered "
          + "(untyped: LinkedHashMap, ArrayList, boxed and big numbers); references off (default); "
          + "Kryo instances and reusable 4 KB Output/Input buffers from thread-safe Pools, "
          + "as Kryo's README recommends")
      .notes("refuses trailing bytes: Kryo itself reads one object and leaves the rest of the Input, so "
          + "the adapter checks that the input ends with the value")
      .refusesTrailingBytes()
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    List<Class<?>> types = JavaTypes.of(dataSet);
    Class<?> type = dataSet.type();
    boolean untyped = dataSet.isUntyped();
    Pool<Kryo> kryos = new Pool<>(true, false, 16) {
      @Override protected Kryo create() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        types.forEach(kryo::register);
        return kryo;
      }
    };
    Pool<Output> outputs = new Pool<>(true, false, 16) {
      @Override protected Output create() {
        return new Output(4096, -1);
      }
    };
    Pool<Input> streamInputs = new Pool<>(true, false, 16) {
      @Override protected Input create() {
        return new Input(4096);
      }
    };
    Pool<Input> byteInputs = new Pool<>(true, false, 16) {
      @Override protected Input create() {
        return new Input();
      }
    };
    Object sample = untyped ? dataSet.untyped() : dataSet.value();
    kryos.free(kryos.obtain()); // registers now, not in the first measured call
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) {
        Output output = outputs.obtain();
        try {
          output.setOutputStream(out); // new Output(out): the pooled Output, flushed to the stream when full
          writeTo(output, value);
          output.flush();
        } finally {
          output.setOutputStream(null);
          outputs.free(output);
        }
      }

      @Override public byte[] writeBytes(Object value) {
        Output output = outputs.obtain();
        try {
          output.reset(); // the README's Output(..., -1) then toBytes(), the Output pooled
          writeTo(output, value);
          return output.toBytes();
        } finally {
          outputs.free(output);
        }
      }

      private void writeTo(Output output, Object value) {
        Kryo kryo = kryos.obtain();
        try {
          if (untyped) {
            kryo.writeClassAndObject(output, value);
          } else {
            kryo.writeObject(output, value);
          }
        } finally {
          kryos.free(kryo);
        }
      }

      @Override public Object read(InputStream in) {
        Input input = streamInputs.obtain();
        try {
          input.setInputStream(in); // new Input(in, 4096), pooled
          return readFrom(input);
        } finally {
          input.setInputStream(null);
          streamInputs.free(input);
        }
      }

      @Override public Object readBytes(byte[] bytes) {
        Input input = byteInputs.obtain();
        try {
          input.setBuffer(bytes); // new Input(bytes), pooled: reads the array in place
          return readFrom(input);
        } finally {
          byteInputs.free(input);
        }
      }

      private Object readFrom(Input input) {
        Kryo kryo = kryos.obtain();
        Object value;
        try {
          value = untyped ? kryo.readClassAndObject(input) : kryo.readObject(input, type);
        } catch (KryoException e) {
          throw new CodecException("kryo: cannot read the input as " + what() + ": " + e.getMessage(), e);
        } finally {
          kryos.free(kryo);
        }
        if (!input.end()) {
          throw new CodecException("kryo: bytes left after reading " + what() + " (at byte " + input.total()
              + "); the input is not one Kryo encoding of it");
        }
        return value;
      }

      private String what() {
        return untyped ? "an untyped value" : "a " + dataSet.typeName() + " (data set " + dataSet.id() + ")";
      }
    };
  }
}
