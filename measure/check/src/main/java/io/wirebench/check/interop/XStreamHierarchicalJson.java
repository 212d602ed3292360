package io.wirebench.check.interop;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.io.json.JsonHierarchicalStreamDriver;
import io.wirebench.core.BuiltInDataSet;
import io.wirebench.core.DataSet;
import io.wirebench.core.LibraryVersion;
import io.wirebench.core.UnsupportedDataSetException;
import java.nio.charset.StandardCharsets;

/**
 * XStream's {@link JsonHierarchicalStreamDriver}, a writer of the interop matrix only: XStream's
 * JSON tutorial says this driver "can only be used to write", so it cannot pass the round-trip gate
 * and is no codec. Configured as the tutorial shows: {@code new XStream(new
 * JsonHierarchicalStreamDriver())} with {@code XStream.NO_REFERENCES} ("since JSON has no
 * possibility to express references, you should always set the NO_REFERENCES mode writing JSON"),
 * the driver's default writer (root kept, indented), and the XML codec's short aliases for the model
 * classes (XStream's security framework guards reading only, and this never reads).
 */
final class XStreamHierarchicalJson {
  static final String ID = "xstream-json-hierarchical";
  static final String DIALECT = "XStream's JsonHierarchicalStreamDriver: the value is wrapped in an object named "
      + "after its class alias ({\"person\":{...}}); write only (XStream cannot read it back)";

  private XStreamHierarchicalJson() {}

  static Endpoint endpoint() {
    String version = LibraryVersion.of(XStream.class, "com.thoughtworks.xstream", "xstream");
    return new Endpoint(ID, "JSON", "XStream " + version + " JsonHierarchicalStreamDriver", null, null,
        XStreamHierarchicalJson::encode, false, true, DIALECT, null);
  }

  static byte[] encode(DataSet<?> d) {
    if (d.isUntyped()) {
      throw new UnsupportedDataSetException("writes the model's classes only in this matrix");
    }
    XStream xstream = new XStream(new JsonHierarchicalStreamDriver());
    xstream.setMode(XStream.NO_REFERENCES);
    for (Class<?> c : BuiltInDataSet.allModelClasses()) {
      if (c.getPackageName().equals(BuiltInDataSet.class.getPackageName() + ".model") && !c.isEnum()) {
        String n = c.getSimpleName();
        xstream.alias(Character.toLowerCase(n.charAt(0)) + n.substring(1), c);
      }
    }
    return xstream.toXML(d.value()).getBytes(StandardCharsets.UTF_8);
  }
}
