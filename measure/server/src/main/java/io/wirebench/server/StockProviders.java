package io.wirebench.server;

import java.util.List;

/** The stock providers as the command line sees them: ids, media types and data sets. */
public final class StockProviders {
  private StockProviders() {}

  public static List<String> ids() {
    return StockProvider.ids();
  }

  public static String mediaType(String id) {
    return StockProvider.of(id).mediaType();
  }

  public static List<String> dataSets(String id) {
    return StockProvider.of(id).dataSets();
  }
}
