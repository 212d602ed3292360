package io.wirebench.codecs.rpc;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.model.DecimalMatrix;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Properties;
import org.jacorb.orb.CDRInputStream;
import org.jacorb.orb.CDROutputStream;
import org.omg.CORBA.ORB;

/**
 * CORBA's wire format, CDR, through the standard {@link org.omg.CORBA.portable.OutputStream} that
 * {@link ORB#create_output_stream()} returns (JacORB, the maintained open-source ORB on Maven
 * Central), read back with JacORB's CDR input stream: what an ORB does with a reply's body. One
 * ORB per process, initialised as JacORB's documentation shows ({@code ORB.init} with its ORB
 * classes) and reused; no POA or network is started. The stream buffers the whole message, as
 * GIOP needs its size in the header, and the bytes are then copied to the target.
 */
public final class CorbaCdrCodec implements Codec {
  static final String DOUBLING = "org.jacorb.orb.buffermanager.DoubleExpansionPolicy";
  private final CodecInfo info = CodecInfo.builder("corba-cdr")
      .library("JacORB", CDROutputStream.class, "org.jacorb", "jacorb")
      .binary("CORBA CDR", "application/x-corba-cdr", Family.BINARY)
      .binding(BindingStyle.POJO)
      .config("one JacORB ORB (ORB.init with org.jacorb.orb.ORB), orb.create_output_stream() per write, "
          + "buffers grown by doubling (jacorb.buffermanager.expansionpolicy=DoubleExpansionPolicy: the default "
          + "policy's growth factor falls to 1 at 62.7 MiB, which makes larger replies quadratic), big-endian CDR; decimal-matrix written as IDL sequence<sequence<string>> helpers do")
      .notes("the CDR stream holds the whole message in memory before it is copied out, and a read needs "
          + "every byte before decoding (CDR is read from a buffer); data sets other than decimal-matrix "
          + "go as a tagged value tree, as in an any, converted from the model in every call")
      // JacORB's default expansion policy grows a buffer by max(1, 4 - ln(size) / 6): the factor
      // reaches 1 at e^18 bytes (62.7 MiB), and from there each write that does not fit copies the
      // whole buffer into one just big enough, so a reply past 63 MiB costs quadratic time (an
      // 82 MiB decimal matrix did not finish in 4 minutes; 84 MB of strings take 1.3 s doubling).
      // JacORB's buffer manager is one per JVM and reads this from the system properties only
      // (not from ORB.init's), so it is a flag of the codec's JVMs (Codecs applies it here too).
      .jvmArgs("-Djacorb.buffermanager.expansionpolicy=" + DOUBLING)
      .refusesTrailingBytes()
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  /** The ORB: expensive to start, thread-safe, meant to be one per application. */
  private static final class Shared {
    static final ORB ORB_INSTANCE = start();

    private static ORB start() {
      Properties p = new Properties();
      p.setProperty("org.omg.CORBA.ORBClass", "org.jacorb.orb.ORB");
      p.setProperty("org.omg.CORBA.ORBSingletonClass", "org.jacorb.orb.ORBSingleton");
      p.setProperty("jacorb.log.default.verbosity", "0");
      return ORB.init(new String[0], p);
    }
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ORB orb = Shared.ORB_INSTANCE;
    boolean matrix = dataSet.type() == DecimalMatrix.class;
    return new Binding<Object>(dataSet, dataSet.value()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        org.omg.CORBA.portable.OutputStream cdr = orb.create_output_stream();
        try {
          if (matrix) CdrValues.writeMatrix((DecimalMatrix) value, cdr);
          else CdrValues.writeTree(Untyped.of(value), cdr);
          CDROutputStream jacorb = (CDROutputStream) cdr;
          jacorb.write(out, 0, jacorb.size());
          out.flush();
        } finally {
          cdr.close();
        }
      }

      @Override public Object read(InputStream in) throws IOException {
        return readBytes(in.readAllBytes());
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        try (CDRInputStream cdr = new CDRInputStream(orb, bytes)) {
          Object v = matrix ? CdrValues.readMatrix(cdr) : Untyped.toModel(CdrValues.readTree(cdr), dataSet);
          if (cdr.available() > 0) {
            throw new IOException("corba-cdr: " + cdr.available() + " bytes after the value");
          }
          return v;
        } catch (org.omg.CORBA.SystemException e) {
          throw new IOException("corba-cdr: cannot decode: " + e, e);
        }
      }
    };
  }
}
