package io.wirebench.codecs.javaobject;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecException;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.LibraryVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Set;

/**
 * The JDK's own serialization ({@link ObjectOutputStream} / {@link ObjectInputStream}), read the
 * way the JDK's secure-coding guidance (and JEP 290) asks: with an {@link ObjectInputFilter}
 * allow-list of exactly the data set's classes and the JDK classes their serial form names
 * ({@code java.lang.Enum}, and {@code Object[]}, which {@code ArrayList} checks its size
 * against; for untyped values the JSON data model's
 * classes and their superclasses), rejecting every other class. Streams are made per call:
 * the stream header and class descriptors are part of every encoding. The JDK serializes to
 * streams only, so byte[] and files take the default streams (ByteArrayOutputStream/
 * ByteArrayInputStream under the object streams: the usual idiom).
 */
public final class JavaSerializationCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("java-serialization")
      .library("JDK serialization", LibraryVersion.jdk())
      .binary("Java serialization", "application/x-java-serialized-object", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("ObjectOutputStream/ObjectInputStream per call; reads through an ObjectInputFilter "
          + "allow-list of exactly the data set's classes and the JDK classes their serial form "
          + "uses, everything else rejected, per the JDK's secure-coding guidance")
      .notes("refuses trailing bytes: ObjectInputStream.readObject reads one object and leaves the rest, so the "
          + "adapter checks that the stream ends with it")
      .refusesTrailingBytes()
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    JavaTypes.requireSerializable(dataSet, "Java serialization");
    Set<Class<?>> allowed = new HashSet<>(JavaTypes.of(dataSet));
    allowed.addAll(dataSet.isUntyped() ? JavaTypes.UNTYPED_SERIAL_FORM : JavaTypes.MODEL_SERIAL_FORM);
    if (dataSet.isUserClass()) {
      // a user's class may hold maps and lists too: the JDK classes their serial form names
      allowed.addAll(JavaTypes.UNTYPED_SERIAL_FORM);
      for (Class<?> c : dataSet.modelClasses()) {
        for (Class<?> k = c.getSuperclass(); k != null && k != Object.class; k = k.getSuperclass()) allowed.add(k);
        if (c.isArray()) allowed.add(c.getComponentType());
      }
    }
    ObjectInputFilter filter = info -> {
      Class<?> c = info.serialClass();
      if (c == null) {
        return ObjectInputFilter.Status.UNDECIDED; // a depth or reference check, not a class
      }
      if (allowed.contains(c)) {
        return ObjectInputFilter.Status.ALLOWED;
      }
      return ObjectInputFilter.Status.REJECTED;
    };
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        ObjectOutputStream output = new ObjectOutputStream(out); // block-data buffered, flushed once
        output.writeObject(value);
        output.flush();
      }

      @Override public Object read(InputStream in) throws IOException {
        ObjectInputStream input = new ObjectInputStream(in); // with the JEP 290 filter below
        input.setObjectInputFilter(filter);
        Object value;
        try {
          value = input.readObject();
        } catch (ClassNotFoundException e) {
          throw new IOException("class not found while reading " + dataSet.id(), e);
        }
        // readObject reads exactly one object and peeks no further, so anything left on the
        // underlying stream follows it: one more read() there, -1 for a whole encoding
        if (in.read() != -1) {
          throw new CodecException("java-serialization: bytes left after the object read for " + dataSet.id()
              + "; the input is not one serialized object");
        }
        return value;
      }
    };
  }
}
