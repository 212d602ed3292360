package io.wirebench.codecs.scala213

import io.circe.{Decoder, Encoder, Json, Printer}
import io.circe.generic.semiauto.{deriveDecoder, deriveEncoder}
import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family}
import io.wirebench.core.{model => jm}
import java.io.{IOException, Writer}
import java.nio.file.Path

/** circe codecs for the case classes, by semi-automatic derivation as circe's documentation recommends. */
object CirceCodecs {
  final case class Pair[A](encoder: Encoder[A], decoder: Decoder[A])
  private def pair[A](implicit e: Encoder[A], d: Decoder[A]) = Pair(e, d)

  implicit val personEncoder: Encoder[Person] = deriveEncoder
  implicit val personDecoder: Decoder[Person] = deriveDecoder
  implicit val dbRowEncoder: Encoder[DbRow] = deriveEncoder
  implicit val dbRowDecoder: Decoder[DbRow] = deriveDecoder
  implicit val dbDataEncoder: Encoder[DbData] = deriveEncoder
  implicit val dbDataDecoder: Decoder[DbData] = deriveDecoder
  implicit val measurementEncoder: Encoder[Measurement] = deriveEncoder
  implicit val measurementDecoder: Decoder[Measurement] = deriveDecoder
  implicit val measurementsEncoder: Encoder[Measurements] = deriveEncoder
  implicit val measurementsDecoder: Decoder[Measurements] = deriveDecoder
  implicit val moduleIdEncoder: Encoder[ModuleId] = deriveEncoder
  implicit val moduleIdDecoder: Decoder[ModuleId] = deriveDecoder
  implicit val moduleIdsEncoder: Encoder[ModuleIds] = deriveEncoder
  implicit val moduleIdsDecoder: Decoder[ModuleIds] = deriveDecoder
  implicit val decimalMatrixEncoder: Encoder[DecimalMatrix] = deriveEncoder
  implicit val decimalMatrixDecoder: Decoder[DecimalMatrix] = deriveDecoder
  implicit val imageEncoder: Encoder[Image] = deriveEncoder
  implicit val imageDecoder: Decoder[Image] = deriveDecoder
  implicit val mediaEncoder: Encoder[Media] = deriveEncoder
  implicit val mediaDecoder: Decoder[Media] = deriveDecoder
  implicit val mediaContentEncoder: Encoder[MediaContent] = deriveEncoder
  implicit val mediaContentDecoder: Decoder[MediaContent] = deriveDecoder
  implicit val sparseModuleIdEncoder: Encoder[SparseModuleId] = deriveEncoder
  implicit val sparseModuleIdDecoder: Decoder[SparseModuleId] = deriveDecoder
  implicit val sparseModuleIdsEncoder: Encoder[SparseModuleIds] = deriveEncoder
  implicit val sparseModuleIdsDecoder: Decoder[SparseModuleIds] = deriveDecoder

  val byType: Map[Class[_], Pair[_]] = Map(classOf[jm.Person] -> pair[Person],
    classOf[jm.DbData] -> pair[DbData], classOf[jm.Measurements] -> pair[Measurements],
    classOf[jm.ModuleIds] -> pair[ModuleIds], classOf[jm.DecimalMatrix] -> pair[DecimalMatrix],
    classOf[jm.MediaContent] -> pair[MediaContent], classOf[jm.SparseModuleIds] -> pair[SparseModuleIds])

  /** The codecs of a data set's case class, or circe's own Json for a user's file. */
  def codecs(dataSet: DataSet[_]): Pair[AnyRef] =
    (if (dataSet.isUntyped) Pair(Encoder.encodeJson, Decoder.decodeJson)
     else Models.pick(dataSet, byType)).asInstanceOf[Pair[AnyRef]]
}

/**
 * circe with its Jawn parser (circe-jawn: the parser circe-parser uses on the JVM) and
 * Printer.noSpaces, the compact printer circe's documentation uses (`asJson.noSpaces`); it writes
 * a None field as null, as the reference JSON does. Bytes are printed with printToByteBuffer,
 * which circe documents as the faster path to bytes; files are read with Jawn's file parser
 * (`decodeFile`). A stream is read whole, then decoded: circe-jawn's `decodeChannel` takes a short
 * read for the end of the input (it fails on a stream that returns one byte at a time).
 */
final class CirceJawnCodec extends Codec {
  private val codecInfo = CodecInfo.builder("circe-jawn")
    .library("circe", classOf[Json], "io.circe", "circe-core_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("semi-automatic derivation (circe-generic deriveEncoder/deriveDecoder) made once; "
      + "circe-jawn's parser (decodeByteArray, decode, decodeFile); Printer.noSpaces "
      + "(printToByteBuffer for bytes); a user's file binds as circe's Json")
    .notes("every write and read goes through circe's Json tree (the library's design); stream "
      + "reads read all bytes, then decode (decodeChannel fails on short reads); enums are Strings "
      + "in the case classes")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] = {
    val codecs = CirceCodecs.codecs(dataSet)
    val printer = Printer.noSpaces
    def ok[A](r: Either[io.circe.Error, A]): A = r.fold(e => throw new IOException(e.getMessage, e), identity)
    val sample: AnyRef =
      if (dataSet.isUntyped) ok(io.circe.jawn.parseByteArray(ScalaBinding.referenceJson(dataSet)))
      else Models.sample(dataSet)
    val modifier: AnyRef => AnyRef =
      if (dataSet.isUntyped) v => CirceTrees.modifyFirstScalar(v.asInstanceOf[Json]) else Models.modify
    new ScalaBinding(dataSet, sample, modifier) {
      private val encoder = codecs.encoder
      private implicit val decoder: Decoder[AnyRef] = codecs.decoder

      override def writeString(value: AnyRef): String = printer.print(encoder(value))
      override def writeBytes(value: AnyRef): Array[Byte] = {
        val buffer = printer.printToByteBuffer(encoder(value))
        val bytes = new Array[Byte](buffer.remaining())
        buffer.get(bytes)
        bytes
      }
      override def writeChars(value: AnyRef, out: Writer): Unit = {
        printer.unsafePrintToAppendable(encoder(value), out)
        out.flush()
      }
      override def readBytes(bytes: Array[Byte]): AnyRef = ok(io.circe.jawn.decodeByteArray[AnyRef](bytes))
      override def readString(text: String): AnyRef = ok(io.circe.jawn.decode[AnyRef](text))
      override def readFile(file: Path): AnyRef = ok(io.circe.jawn.decodeFile[AnyRef](file.toFile))
    }
  }
}
