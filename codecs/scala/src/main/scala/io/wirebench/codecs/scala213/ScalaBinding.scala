package io.wirebench.codecs.scala213

import io.wirebench.core.{Binding, DataSet, Json}
import java.io.{IOException, InputStream, OutputStream}
import scala.util.{Failure, Success, Try}

/**
 * A binding of case classes (or, for a user's file, of the library's own JSON tree): the sample is
 * made once at bind time, and read-modify-write makes the data set's change on the value read.
 * `write` and `read` default to the byte[] paths, for libraries with no stream path of their own.
 */
abstract class ScalaBinding(dataSet: DataSet[_], sample: AnyRef, modifier: AnyRef => AnyRef)
    extends Binding[AnyRef](dataSet, sample) {
  def this(dataSet: DataSet[_], sample: AnyRef) = this(dataSet, sample, Models.modify)

  override def write(value: AnyRef, out: OutputStream): Unit = {
    out.write(writeBytes(value))
    out.flush()
  }

  override def read(in: InputStream): AnyRef = readBytes(in.readAllBytes())

  override def modify(value: AnyRef): AnyRef = modifier(value)
}

object ScalaBinding {
  /** The reference JSON of a user's file, to parse into a library's tree at bind time. */
  def referenceJson(dataSet: DataSet[_]): Array[Byte] = Json.write(dataSet.value())

  /**
   * The value of a parse, or its failure as an IOException: Jawn's ParseException, circe's
   * ParsingFailure and ujson's ParseException are checked exceptions that Scala throws undeclared.
   */
  def got[A](parsed: Try[A]): A = parsed match {
    case Success(a) => a
    case Failure(e) => throw asIo(e)
  }

  /** Runs a read, turning a checked exception thrown undeclared into an IOException. */
  def io[A](read: => A): A = try read catch { case e: Exception => throw asIo(e) }

  def asIo(e: Throwable): Throwable = e match {
    case _: IOException | _: RuntimeException | _: Error => e
    case _ => new IOException(e.getMessage, e)
  }
}
