package io.wirebench.http;

import io.wirebench.core.Codec;
import io.wirebench.server.HttpCell;
import io.wirebench.server.StockProviders;
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

  /** The generic provider's codecs when none are named: one binary, one JSON. */
  public static final List<String> DEFAULT_GENERIC = List.of("kryo", "jackson-databind");

  /** Every stock provider and the raw baseline, as {@code --providers} names them. */
  public static List<String> allProviders() {
    List<String> all = new java.util.ArrayList<>(StockProviders.ids());
    all.add(HttpCell.RAW);
    return all;
  }

  /**
   * The cells of a selection: with codecs named or the user's classes, the generic provider over them
   * and the baseline (the stock providers have no resource for a user's class); otherwise every
   * provider, the generic one over {@link #DEFAULT_GENERIC}.
   *
   * @param providers the providers named, or null for the default
   * @param generic the codecs named for the generic provider, or null for the default
   * @param yourClasses whether the data sets are the user's classes
   * @throws io.wirebench.core.BadInputException when no provider serves the data sets
   */
  public static HttpPlan select(List<String> dataSets, List<String> methods, List<String> providers,
      List<Codec> generic, boolean yourClasses, io.wirebench.core.Codecs registry) {
    boolean narrowed = generic != null || yourClasses;
    List<String> provs = providers != null ? providers : narrowed ? List.of(HttpCell.RAW) : allProviders();
    List<Codec> served = new java.util.ArrayList<>();
    if (generic != null) served.addAll(generic);
    else if (providers == null || yourClasses) for (String id : DEFAULT_GENERIC) registry.find(id).ifPresent(served::add);
    String rawCodec = served.stream().map(c -> c.info().id()).filter("jackson-databind"::equals).findFirst()
        .orElse(served.isEmpty() ? "jackson-databind" : served.get(0).info().id());
    HttpPlan plan = of(dataSets, methods, provs, served, registry.require(rawCodec));
    if (plan.cells().isEmpty()) {
      throw new io.wirebench.core.BadInputException("nothing to measure: no provider serves "
          + String.join(", ", dataSets));
    }
    return plan;
  }
}
