package io.wirebench.codecs.xml;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DecimalMatrix;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBElement;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import jakarta.xml.bind.Unmarshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import javax.xml.namespace.QName;
import javax.xml.transform.Source;
import javax.xml.transform.stream.StreamSource;

/**
 * Jakarta XML Binding (the GlassFish reference implementation), configured as the JAXB guide's
 * "performance and thread safety" section recommends: one {@link JAXBContext} per data set (it is
 * thread-safe and expensive to make), and, since {@link Marshaller} and {@link Unmarshaller} are
 * not thread-safe and not free to create, one of each kept per thread (the guide suggests pooling
 * them when throughput matters) rather than created per call. The model has no
 * {@code @XmlRootElement}, so the root is a {@link JAXBElement} named after the class. JAXB cannot
 * bind {@code List<List<String>>}, so {@link DecimalMatrix} goes through {@link MatrixAdapter}
 * (timed: a wrapper per row, the strings are shared). Each target is the Marshaller's or
 * Unmarshaller's call for it; JAXB has no byte[] call, and its File calls are a buffered file
 * stream under the stream calls, which is what the default byte[] and file targets do.
 */
public final class JaxbCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jaxb")
      .library("JAXB (GlassFish RI)", JAXBContext.class, "org.glassfish.jaxb", "jaxb-runtime")
      .text("XML", "application/xml", Family.XML)
      .binding(BindingStyle.POJO)
      .config("one JAXBContext per data set; Marshaller and Unmarshaller kept per thread (not "
          + "thread-safe, costly to create: the JAXB guide's advice for throughput); unformatted "
          + "output; root element as JAXBElement (the model has no @XmlRootElement)")
      .notes("decimal-matrix is converted through an XmlAdapter to row wrappers (JAXB cannot bind "
          + "a list of lists); the conversion is timed"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("binds POJOs only: JAXB maps annotated or bean classes, "
          + "not maps of untyped values");
    }
    boolean matrix = dataSet.type() == DecimalMatrix.class;
    MatrixAdapter adapter = new MatrixAdapter();
    @SuppressWarnings("unchecked")
    Class<Object> type = (Class<Object>) (matrix ? MatrixAdapter.Rows.class : dataSet.type());
    QName root = new QName(XmlTypes.elementName(dataSet.type()));
    JAXBContext context;
    try {
      context = JAXBContext.newInstance(type);
    } catch (JAXBException e) {
      throw new UnsupportedDataSetException("JAXB cannot bind " + type.getName() + ": " + e);
    }
    ThreadLocal<Marshaller> marshallers = ThreadLocal.withInitial(() -> marshaller(context));
    ThreadLocal<Unmarshaller> unmarshallers = ThreadLocal.withInitial(() -> unmarshaller(context));
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        try {
          marshallers.get().marshal(element(value), out); // Marshaller.marshal(value, OutputStream)
        } catch (JAXBException e) {
          throw new IOException(e);
        }
      }

      @Override public void writeChars(Object value, Writer out) throws IOException {
        try {
          marshallers.get().marshal(element(value), out); // Marshaller.marshal(value, Writer)
        } catch (JAXBException e) {
          throw new IOException(e);
        }
      }

      @Override public String writeString(Object value) throws IOException {
        // JAXB's idiom, marshal into a StringWriter; the RI wraps any Writer in a BufferedWriter,
        // so the StringWriter is locked once per 8 KiB, not per write
        StringWriter out = new StringWriter(1024);
        writeChars(value, out);
        return out.toString();
      }

      private JAXBElement<Object> element(Object value) {
        return new JAXBElement<>(root, type, matrix ? adapter.marshal((DecimalMatrix) value) : value);
      }

      @Override public Object read(InputStream in) throws IOException {
        return read(new StreamSource(in)); // Unmarshaller.unmarshal(Source, type)
      }

      @Override public Object readChars(Reader in) throws IOException {
        return read(new StreamSource(in)); // unmarshal(new StreamSource(Reader), type)
      }

      @Override public Object readString(String text) throws IOException {
        return read(new StreamSource(new StringReader(text))); // JAXB has no String call
      }

      private Object read(Source source) throws IOException {
        try {
          Object value = unmarshallers.get().unmarshal(source, type).getValue();
          return matrix ? adapter.unmarshal((MatrixAdapter.Rows) value) : value;
        } catch (JAXBException e) {
          throw new IOException(e);
        }
      }
    };
  }

  private static Marshaller marshaller(JAXBContext context) {
    try {
      return context.createMarshaller();
    } catch (JAXBException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Unmarshaller unmarshaller(JAXBContext context) {
    try {
      return context.createUnmarshaller();
    } catch (JAXBException e) {
      throw new IllegalStateException(e);
    }
  }
}
