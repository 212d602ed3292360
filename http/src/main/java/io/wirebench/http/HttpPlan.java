package io.wirebench.http;

import io.wirebench.core.Codec;
import java.util.ArrayList;
import java.util.List;

/**
 * The cells of an {@code http} run: per data set and method, each stock provider that has a
 * resource for the data set, the raw baseline, and the generic provider over each codec.
 *
 * @param cells the cells, in plan order
 * @param skipped "provider on data set" for each stock provider with no resource for a data set
 *     (the user's classes, say), so that the command says why it is not measured
 */
public record HttpPlan(List<HttpCell> cells, List<String> skipped) {
  /**
   * Plans the cells.
   *
   * @param rawCodec the codec whose bytes the raw baseline sends
   */
  public static HttpPlan of(List<String> dataSets, List<String> methods, List<String> providers, List<Codec> generic,
      Codec rawCodec) {
    List<HttpCell> cells = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (String ds : dataSets) {
      for (String m : methods) {
        for (String p : providers) {
          if (HttpCell.RAW.equals(p)) {
            cells.add(new HttpCell(HttpCell.RAW, rawCodec.info().id(), ds, m, rawCodec.info().mediaType()));
          } else if (StockProviders.dataSets(p).contains(ds)) {
            cells.add(new HttpCell(p, null, ds, m, StockProviders.mediaType(p)));
          } else if (m.equals(methods.get(0))) {
            skipped.add(p + " on " + ds);
          }
        }
        for (Codec c : generic) cells.add(new HttpCell(HttpCell.GENERIC, c.info().id(), ds, m, c.info().mediaType()));
      }
    }
    return new HttpPlan(List.copyOf(cells), List.copyOf(skipped));
  }
}
