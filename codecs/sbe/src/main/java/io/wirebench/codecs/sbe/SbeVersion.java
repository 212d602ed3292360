package io.wirebench.codecs.sbe;

import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.LibraryVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.function.Supplier;
import org.agrona.DirectBuffer;

/**
 * What SBE runs on here: the sbe-tool version that generated the flyweights (the build writes it
 * into {@code sbe-version.properties}: the tool is a build plugin's dependency, not on the run-time
 * class path), the Agrona version found at run time, and whether Agrona can start in this JVM.
 */
final class SbeVersion {
  static final String TOOL = tool();
  static final String AGRONA = LibraryVersion.of(DirectBuffer.class, "org.agrona", "agrona");

  private SbeVersion() {}

  private static String tool() {
    Properties p = new Properties();
    try (InputStream in = SbeVersion.class.getResourceAsStream("sbe-version.properties")) {
      if (in != null) p.load(in);
    } catch (IOException e) {
      return "unknown";
    }
    String v = p.getProperty("sbe.version", "unknown");
    return v.startsWith("${") ? "unknown" : v;
  }

  /**
   * {@code make}'s result, or the reason SBE cannot run in this JVM: Agrona 2.x reaches
   * {@code jdk.internal.misc.Unsafe} the first time a buffer is made, and without
   * {@value SbeCodec#AGRONA_FLAG} that fails with an IllegalAccessError (and with a
   * NoClassDefFoundError ever after).
   */
  static <T> T agrona(Supplier<T> make) {
    try {
      return make.get();
    } catch (LinkageError e) {
      throw new CodecUnavailableException("Agrona " + AGRONA + " (SBE's buffers) needs the JVM flag "
          + SbeCodec.AGRONA_FLAG + " (it calls jdk.internal.misc.Unsafe), and this JVM ("
          + Runtime.version() + ") was started without it: start it with that flag (wirebench's "
          + "jar manifest adds it under java -jar; benchmark forks get it from the codec's jvmArgs)", e);
    }
  }
}
