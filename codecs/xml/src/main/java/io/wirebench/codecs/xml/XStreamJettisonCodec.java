package io.wirebench.codecs.xml;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.io.HierarchicalStreamWriter;
import com.thoughtworks.xstream.io.json.JettisonMappedXmlDriver;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import org.codehaus.jettison.mapped.MappedXMLStreamWriter;

/**
 * JSON in Jettison's mapped convention, through XStream's {@link JettisonMappedXmlDriver}: the
 * JSON dialect that XStream users get when they ask XStream for JSON they can read back. Configured
 * as XStream's JSON tutorial asks: {@code new XStream(new JettisonMappedXmlDriver())} with
 * {@code XStream.NO_REFERENCES} ("since JSON has no possibility to express references, you should
 * always set the NO_REFERENCES mode writing JSON"), and the same security allow-list and aliases as
 * the XML codec ({@link XStreamCodec#secured}). The driver's defaults otherwise (a Jettison
 * {@code Configuration} with its default type converter; collections written as arrays). One
 * XStream per data set (its allow-list), thread-safe once configured.
 *
 * <p>A dialect: the bytes are JSON text, but not the shared model's JSON (see {@link #DIALECT});
 * the gate round-trips them through XStream and does not compare them with the reference JSON, and
 * {@code wirebench check interop} shows which JSON readers can read them.
 */
public final class XStreamJettisonCodec implements Codec {
  /** How the mapped convention differs from the model's standard JSON (checked by this module's test). */
  static final String DIALECT = "Jettison's mapped convention (an XML infoset written as JSON): the value is "
      + "wrapped in an object named after its class alias ({\"person\":{...}}), a list is an array holding an "
      + "object that holds the elements under their element name ({\"rows\":[{\"dbRow\":[...]}]}, a list of "
      + "strings under \"string\"), and strings that look like numbers are written as numbers "
      + "(\"zip\":76326); readers of the model's JSON bind none of this";

  private final CodecInfo info = CodecInfo.builder("xstream-jettison")
      .library("XStream + Jettison", XStream.class, "com.thoughtworks.xstream", "xstream")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .dialect(DIALECT)
      .config("XStream's JSON tutorial: new XStream(new JettisonMappedXmlDriver()), XStream.NO_REFERENCES; the "
          + "XML codec's security allow-list (NoTypePermission.NONE + allowTypes of the data set's types) and "
          + "aliases; Jettison " + jettisonVersion() + " with the driver's default Configuration")
      .notes("version is XStream's; Jettison's is in the configuration"
          + "; trailing bytes are not checked: the adapter reads one value, and whether Jettison refuses what "
          + "follows is not verified")
      .build();

  static String jettisonVersion() {
    return io.wirebench.core.LibraryVersion.of(MappedXMLStreamWriter.class, "org.codehaus.jettison", "jettison");
  }

  /** Whether an untyped value holds a null inside a list, at any depth. */
  static boolean hasNullInAList(Object v) {
    if (v instanceof List<?> l) {
      for (Object e : l) if (e == null || hasNullInAList(e)) return true;
    } else if (v instanceof Map<?, ?> m) {
      for (Object e : m.values()) if (hasNullInAList(e)) return true;
    }
    return false;
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped() && hasNullInAList(dataSet.untyped())) {
      throw new UnsupportedDataSetException("Jettison's mapped convention drops null elements of a list "
          + "(an XML element per element, and null writes none), and " + dataSet.id() + " has one");
    }
    JettisonMappedXmlDriver driver = new JettisonMappedXmlDriver();
    XStream xstream = XStreamCodec.secured(new XStream(driver), XmlTypes.of(dataSet));
    xstream.setMode(XStream.NO_REFERENCES);
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) {
        // XStream.toXML(Object, OutputStream): marshal into the driver's writer for the stream
        HierarchicalStreamWriter w = driver.createWriter(out);
        try {
          xstream.marshal(value, w);
        } finally {
          w.flush();
        }
      }

      @Override public void writeChars(Object value, Writer out) {
        xstream.toXML(value, out); // XStream.toXML(Object, Writer): the driver's writer, flushed
      }

      @Override public String writeString(Object value) {
        StringWriter out = new StringWriter(); // XStream.toXML(Object) writes to a StringWriter
        xstream.toXML(value, out);
        return out.toString();
      }

      @Override public Object read(InputStream in) {
        return xstream.fromXML(in); // XStream.fromXML(InputStream): the driver's reader
      }

      @Override public Object readChars(Reader in) {
        return xstream.fromXML(in);
      }

      @Override public Object readString(String text) {
        return xstream.fromXML(text);
      }
    };
  }
}
