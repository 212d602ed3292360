package io.wirebench.codecs.rpc;

import com.sun.xml.messaging.saaj.soap.MessageFactoryImpl;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import io.wirebench.core.model.DecimalMatrix;
import jakarta.xml.soap.MessageFactory;
import jakarta.xml.soap.MimeHeaders;
import jakarta.xml.soap.SOAPBody;
import jakarta.xml.soap.SOAPElement;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.w3c.dom.Element;

/**
 * A SOAP 1.1 envelope built and parsed with Jakarta SOAP with Attachments (SAAJ, the reference
 * implementation), the way a SOAP toolkit sends a reply: the message is a DOM, written with
 * {@link SOAPMessage#writeTo} and read with {@link MessageFactory#createMessage(MimeHeaders,
 * InputStream)}. One {@link MessageFactory} per process (SAAJ's factories are meant to be reused).
 * Two codecs, as the memory study had: {@code soap} carries the payload as an XML body, and
 * {@link Json soap-json} carries Jackson's JSON of it as the text of one body element.
 */
public class SoapCodec implements Codec {
  static final String NS = "urn:wirebench";
  private final CodecInfo info;
  private final boolean json;

  public SoapCodec() {
    this("soap", false, "the payload as an XML body: decimal-matrix as <row><v>, other data sets as a generic "
        + "typed element tree converted from the model in every call");
  }

  SoapCodec(String id, boolean json, String what) {
    this.json = json;
    this.info = CodecInfo.builder(id)
        .library("SAAJ (saaj-impl)", MessageFactoryImpl.class, "com.sun.xml.messaging.saaj", "saaj-impl")
        .text("SOAP 1.1", "text/xml", Family.XML)
        .binding(BindingStyle.POJO)
        .config("one shared SAAJ MessageFactory (SOAP 1.1, defaults); SOAPMessage.writeTo and "
            + "MessageFactory.createMessage" + (json ? "; the JSON by one shared Jackson ObjectMapper" : ""))
        .notes(what + "; SAAJ builds the whole envelope as a DOM before writing, and parses all of it "
            + "before the body can be read")
        .refusesTrailingBytes()
        .build();
  }

  /** The study's variant: a JSON document as the text of one body element. */
  public static final class Json extends SoapCodec {
    public Json() {
      super("soap-json", true, "the payload as JSON text (Jackson databind) inside one <json> body element");
    }
  }

  @Override public final CodecInfo info() {
    return info;
  }

  private static final class Shared {
    static final MessageFactory FACTORY = start();

    private static MessageFactory start() {
      try {
        return MessageFactory.newInstance();
      } catch (SOAPException e) {
        throw new IllegalStateException("SAAJ cannot start: " + e.getMessage(), e);
      }
    }
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    MessageFactory factory = Shared.FACTORY;
    boolean matrix = dataSet.type() == DecimalMatrix.class;
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        try {
          SOAPMessage message = factory.createMessage();
          SOAPElement root = message.getSOAPBody().addChildElement(json ? "json" : "value", "w", NS);
          if (json) root.addTextNode(new String(io.wirebench.core.Json.write(value), StandardCharsets.UTF_8));
          else if (matrix) XmlValues.writeMatrix((DecimalMatrix) value, root);
          else XmlValues.writeTree(Untyped.of(value), null, root);
          message.writeTo(out);
          out.flush();
        } catch (SOAPException e) {
          throw new IOException(info.id() + ": cannot build the envelope: " + e.getMessage(), e);
        }
      }

      @Override public Object read(InputStream in) throws IOException {
        try {
          SOAPBody body = factory.createMessage(new MimeHeaders(), in).getSOAPBody();
          List<Element> roots = XmlValues.children(body);
          if (roots.size() != 1) throw new IOException(info.id() + ": the body holds " + roots.size() + " elements, not 1");
          Element root = roots.get(0);
          if (json) return readJson(root.getTextContent());
          if (matrix) return XmlValues.readMatrix(root);
          List<Element> value = XmlValues.children(root);
          return Untyped.toModel(XmlValues.readTree(value.get(0)), dataSet);
        } catch (SOAPException | RuntimeException e) {
          throw new IOException(info.id() + ": cannot read the envelope: " + e, e);
        }
      }

      private Object readJson(String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return dataSet.isUntyped() ? io.wirebench.core.Json.parseUntyped(bytes)
            : Untyped.mapper().readValue(bytes, dataSet.type());
      }
    };
  }
}
