package io.wirebench.codecs.xml;

import io.wirebench.core.model.DecimalMatrix;
import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.adapters.XmlAdapter;
import java.util.ArrayList;
import java.util.List;

/**
 * Adapts {@link DecimalMatrix} ({@code List<List<String>>}, which JAXB cannot bind: an element
 * of a list must be a class, not another list) to rows of values:
 * {@code <decimalMatrix><row><v>0.1</v>...</row>...</decimalMatrix>}. Only the row wrappers are
 * new; the strings and the inner lists are shared, not copied.
 */
final class MatrixAdapter extends XmlAdapter<MatrixAdapter.Rows, DecimalMatrix> {

  /** The matrix as JAXB binds it. */
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class Rows {
    @XmlElement(name = "row")
    List<Row> rows = new ArrayList<>();
  }

  /** One row of the matrix. */
  @XmlAccessorType(XmlAccessType.FIELD)
  static final class Row {
    @XmlElement(name = "v")
    List<String> values = new ArrayList<>();
  }

  @Override public Rows marshal(DecimalMatrix matrix) {
    Rows out = new Rows();
    for (List<String> values : matrix.getRows()) {
      Row row = new Row();
      row.values = values;
      out.rows.add(row);
    }
    return out;
  }

  @Override public DecimalMatrix unmarshal(Rows rows) {
    List<List<String>> out = new ArrayList<>(rows.rows.size());
    for (Row row : rows.rows) {
      out.add(row.values);
    }
    return new DecimalMatrix(out);
  }
}
