package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.DecimalMatrixDecoder;
import io.wirebench.codecs.sbe.msg.DecimalMatrixEncoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.DecimalMatrix;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/** decimal-matrix as the DecimalMatrix message: a group of rows, each a nested group of cells. */
final class DecimalMatrixSbe extends SbeMessage<DecimalMatrix> {
  private final DecimalMatrixEncoder encoder = new DecimalMatrixEncoder();
  private final DecimalMatrixDecoder decoder = new DecimalMatrixDecoder();

  DecimalMatrixSbe() {
    super(DecimalMatrix.class);
  }

  @Override int encode(DecimalMatrix m, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    List<List<String>> rows = m.getRows();
    DecimalMatrixEncoder.RowsEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).rowsCount(rows.size());
    for (List<String> row : rows) {
      DecimalMatrixEncoder.RowsEncoder.CellsEncoder cells = e.next().cellsCount(row.size());
      for (String cell : row) cells.next().value(cell);
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override DecimalMatrix decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    DecimalMatrixDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
    List<List<String>> out = new ArrayList<>(rows.count());
    while (rows.hasNext()) {
      DecimalMatrixDecoder.RowsDecoder.CellsDecoder cells = rows.next().cells();
      List<String> row = new ArrayList<>(cells.count());
      while (cells.hasNext()) row.add(cells.next().value());
      out.add(row);
    }
    return new DecimalMatrix(out);
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    DecimalMatrixDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
    while (rows.hasNext()) {
      DecimalMatrixDecoder.RowsDecoder.CellsDecoder cells = rows.next().cells();
      while (cells.hasNext()) {
        cells.next();
        sink.visit(chars.decodeScratch(cells.getValue(chars.scratch(cells.valueLength()), 0, Integer.MAX_VALUE)));
      }
    }
  }

  @Override PartialRead partial(PathSteps path) {
    path.expect(0, "rows");
    int row = path.index(1);
    int column = path.index(2);
    path.end(3);
    return (buffer, header) -> {
      DecimalMatrixDecoder.RowsDecoder rows = decoder.wrapAndApplyHeader(buffer, 0, header).rows();
      for (int i = checkIndex(row, rows.count(), path, "rows"); i > 0; i--) rows.next().sbeSkip();
      DecimalMatrixDecoder.RowsDecoder.CellsDecoder cells = rows.next().cells();
      for (int i = checkIndex(column, cells.count(), path, "row " + row); i > 0; i--) cells.next().sbeSkip();
      return cells.next().value();
    };
  }

  @Override int limit() {
    return decoder.limit();
  }
}
