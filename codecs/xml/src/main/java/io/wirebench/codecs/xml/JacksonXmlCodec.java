package io.wirebench.codecs.xml;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.JacksonBinding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DecimalMatrix;

/**
 * Jackson's XML data format, POJO binding, configured as Jackson's documentation recommends: one
 * {@link XmlMapper} (made once per data set, at bind time) and an {@link ObjectReader} /
 * {@link ObjectWriter} made once per type. Null properties are left out
 * ({@code JsonInclude.Include.NON_NULL}), the usual XML convention and what JAXB does: otherwise a
 * null is written as an empty element and read back as an empty string. Lists keep Jackson's
 * default wrapper element. {@link DecimalMatrix}'s list of lists, which Jackson XML cannot read
 * back, goes through the converters of the {@link JacksonXmlMatrix} mix-in (timed).
 */
public final class JacksonXmlCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson-xml")
      .library("Jackson XML", XmlMapper.class, "com.fasterxml.jackson.dataformat",
          "jackson-dataformat-xml")
      .text("XML", "application/xml", Family.XML)
      .binding(BindingStyle.POJO)
      .config("one XmlMapper, null properties omitted (NON_NULL) so that null survives the round "
          + "trip, wrapped lists (default); ObjectReader/ObjectWriter made once per type")
      .notes("decimal-matrix rows go through converters of a mix-in (Jackson XML cannot read a "
          + "list of lists); the conversion is timed"
          + "; trailing bytes are not checked: after the root element the XML parser is not asked for more")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    if (dataSet.isUntyped()) {
      throw new UnsupportedDataSetException("binds POJOs only: XML carries no types, so Jackson XML "
          + "reads untyped content back as strings and cannot tell a one-element list from a value");
    }
    XmlMapper mapper = XmlMapper.builder()
        .serializationInclusion(JsonInclude.Include.NON_NULL)
        .addMixIn(DecimalMatrix.class, JacksonXmlMatrix.class)
        .build();
    ObjectReader reader = mapper.readerFor(dataSet.type());
    ObjectWriter writer = mapper.writerFor(dataSet.type());
    return new JacksonBinding.Text<Object>(dataSet, dataSet.value(), reader, writer);
  }
}
