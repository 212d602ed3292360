package io.wirebench.codecs.javaobject;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Caucho Hessian 2 ({@link Hessian2Output} / {@link Hessian2Input}), configured for production:
 * one shared {@link SerializerFactory} (thread-safe; it caches the serializer of each class, which
 * is the expensive part of a new stream), and its class factory in allow-list mode, allowing
 * exactly the data set's classes, so that reading names no other class (Hessian's defence against
 * deserialization gadgets). The streams themselves are cheap and made per call, as Hessian's own
 * servlet does. Hessian reads and writes streams only: byte[] and files take the default
 * streams (a ByteArrayOutputStream under {@code Hessian2Output}, as Hessian users get bytes).
 */
public final class HessianCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("hessian")
      .library("Hessian", Hessian2Output.class, "com.caucho", "hessian")
      .binary("Hessian 2", "application/x-hessian", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("Hessian 2 streams made per call over one shared SerializerFactory; its ClassFactory "
          + "in allow-list mode with exactly the data set's model classes and enums "
          + "(untyped: the JDK's JSON data model classes)")
      .notes("trailing bytes are not detected: Hessian2Input reads one object and leaves the rest")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    JavaTypes.requireSerializable(dataSet, "Hessian");
    SerializerFactory factory = new SerializerFactory(HessianCodec.class.getClassLoader());
    factory.getClassFactory().setWhitelist(true);
    for (Class<?> c : JavaTypes.of(dataSet)) {
      // allow() takes a glob ('.' literal, '*' any) that it turns into a regex: escape the rest
      factory.getClassFactory().allow(c.getName().replace("$", "\\$").replace("[", "\\[")); // arrays: [Lcom.acme.Order;
    }
    Class<?> type = dataSet.type();
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        Hessian2Output output = new Hessian2Output(out); // its own 8 KiB buffer (Hessian2Output.SIZE), flushed once
        output.setSerializerFactory(factory);
        output.writeObject(value);
        output.flush();
      }

      @Override public Object read(InputStream in) throws IOException {
        Hessian2Input input = new Hessian2Input(in); // new Hessian2Input(in).readObject(type)
        input.setSerializerFactory(factory);
        return input.readObject(type);
      }
    };
  }
}
