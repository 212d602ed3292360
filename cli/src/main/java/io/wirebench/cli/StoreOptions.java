package io.wirebench.cli;

import io.wirebench.core.BadInputException;
import io.wirebench.store.StoreLocation;
import picocli.CommandLine.Option;

/**
 * {@code --store} and {@code --no-store}: where a measuring command also stores its final record
 * (docs/history.md). {@link Storing} adds them to every measuring command and does the storing.
 */
final class StoreOptions {
  @Option(names = "--store", paramLabel = "PATH|URL",
      description = "Also store the record in this results store: an SQLite file, or jdbc:postgresql://HOST:PORT/DB "
          + "(user and password in the URL, or PGUSER and PGPASSWORD). Default: $WIREBENCH_STORE, else "
          + "results/history.db. 'wirebench history' reads it.")
  String store;

  @Option(names = "--no-store", description = "Do not store the record in the results store (the run directory is "
      + "written as always; 'wirebench import DIR' stores it later).")
  boolean noStore;

  /** Whether the command line chose a store, or none (a study's steps take the study's choice otherwise). */
  boolean given() {
    return store != null || noStore;
  }

  /** The store to write to, or null for none. */
  StoreLocation location() {
    if (store != null && noStore) throw new UsageException("--store and --no-store contradict each other; give one");
    try {
      return StoreLocation.resolve(store, noStore, System.getenv());
    } catch (BadInputException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The store a command that reads or imports names: {@code --store}, else the default; never none. */
  static StoreLocation required(String store) {
    StoreLocation where = new StoreOptions().with(store).location();
    if (where == null) {
      throw new UsageException(StoreLocation.ENV + " is 'off', so there is no default store; name one with --store");
    }
    return where;
  }

  private StoreOptions with(String value) {
    store = value;
    return this;
  }
}
