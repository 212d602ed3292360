package io.wirebench.codecs.xml;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.io.xml.CompactWriter;
import com.thoughtworks.xstream.security.InterfaceTypePermission;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * XStream, configured as its security documentation asks for production: the security framework
 * starts from {@link NoTypePermission#NONE} and allows exactly the data set's classes
 * ({@code allowTypes}; primitives, null and interfaces, which are never instantiated, too), so reading any other type fails. Model classes
 * get aliases so that tags are readable ({@code <mediaContent>}, not the class name). One shared
 * instance, which is thread-safe once configured. Output goes through {@link CompactWriter}
 * (XStream's default writer indents), UTF-8 without an XML declaration. Each target is the
 * call XStream's own {@code toXML}/{@code fromXML} makes for it, with the CompactWriter in place
 * of the indenting one; XStream has no byte[] or file call, so those take the default streams.
 */
public final class XStreamCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("xstream")
      .library("XStream", XStream.class, "com.thoughtworks.xstream", "xstream")
      .text("XML", "application/xml", Family.XML)
      .binding(BindingStyle.POJO)
      .config("one shared XStream (thread-safe after configuration); security framework with an "
          + "allow-list of exactly the data set's types (NoTypePermission.NONE + allowTypes); "
          + "aliases for readable tags; CompactWriter (no indentation); default XPP driver")
      .notes("trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  /**
   * XStream's security framework as its documentation asks for production: nothing allowed
   * ({@link NoTypePermission#NONE}), then null, primitives, interfaces (declared types, never
   * instantiated) and exactly {@code types}; model classes get short aliases. Shared by the XML codec
   * and the JSON dialect codecs ({@link XStreamJettisonCodec}).
   */
  static XStream secured(XStream xstream, List<Class<?>> types) {
    xstream.addPermission(NoTypePermission.NONE);
    xstream.addPermission(NullPermission.NULL);
    xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
    xstream.addPermission(InterfaceTypePermission.INTERFACES); // declared types; never instantiated
    xstream.allowTypes(types.toArray(new Class<?>[0]));
    for (Class<?> c : types) {
      if (c.getPackageName().equals(XmlTypes.MODEL_PACKAGE) && !c.isEnum()) {
        xstream.alias(XmlTypes.elementName(c), c);
      }
    }
    return xstream;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    XStream xstream = secured(new XStream(), XmlTypes.of(dataSet));
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      @Override public void write(Object value, OutputStream out) {
        // xstream.toXML(value, out): a bare OutputStreamWriter (UTF-8 here, not the platform's);
        // CompactWriter's QuickWriter already hands it 1 KiB chunks, so no BufferedWriter on top
        writeChars(value, new OutputStreamWriter(out, StandardCharsets.UTF_8));
      }

      @Override public void writeChars(Object value, Writer out) {
        CompactWriter writer = new CompactWriter(out); // xstream.marshal(value, new CompactWriter(out))
        xstream.marshal(value, writer);
        writer.flush();
      }

      @Override public String writeString(Object value) {
        // xstream.toXML(value) writes to a StringWriter too; the QuickWriter locks it once per 1 KiB
        StringWriter out = new StringWriter(1024);
        writeChars(value, out);
        return out.toString();
      }

      @Override public Object read(InputStream in) {
        return xstream.fromXML(in); // XStream.fromXML(InputStream)
      }

      @Override public Object readChars(Reader in) {
        return xstream.fromXML(in); // XStream.fromXML(Reader)
      }

      @Override public Object readString(String text) {
        return xstream.fromXML(text); // XStream.fromXML(String)
      }
    };
  }
}
