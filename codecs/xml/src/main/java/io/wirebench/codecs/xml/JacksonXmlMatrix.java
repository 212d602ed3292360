package io.wirebench.codecs.xml;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlElementWrapper;
import com.fasterxml.jackson.dataformat.xml.annotation.JacksonXmlProperty;
import java.util.ArrayList;
import java.util.List;

/**
 * A Jackson mix-in for {@link io.wirebench.core.model.DecimalMatrix}: Jackson XML cannot read a
 * list of lists back (an inner list's items look like text of the outer one), so the rows are
 * written as {@code <rows><row><v>0.1</v>...</row>...</rows>} through converters. Only the row
 * wrappers are new; the inner lists and their strings are shared, not copied.
 */
abstract class JacksonXmlMatrix {
  @JacksonXmlElementWrapper(localName = "rows")
  @JacksonXmlProperty(localName = "row")
  @JsonSerialize(converter = ToRows.class)
  @JsonDeserialize(converter = FromRows.class)
  List<List<String>> rows;

  /** One row as XML holds it: its values, not wrapped. */
  static final class Row {
    @JacksonXmlElementWrapper(useWrapping = false)
    @JacksonXmlProperty(localName = "v")
    public List<String> values;
  }

  static final class ToRows extends StdConverter<List<List<String>>, List<Row>> {
    @Override public List<Row> convert(List<List<String>> rows) {
      List<Row> out = new ArrayList<>(rows.size());
      for (List<String> values : rows) {
        Row row = new Row();
        row.values = values;
        out.add(row);
      }
      return out;
    }
  }

  static final class FromRows extends StdConverter<List<Row>, List<List<String>>> {
    @Override public List<List<String>> convert(List<Row> rows) {
      List<List<String>> out = new ArrayList<>(rows.size());
      for (Row row : rows) {
        out.add(row.values == null ? new ArrayList<>() : row.values);
      }
      return out;
    }
  }
}
