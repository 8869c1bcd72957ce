import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { downloadGradeSheet } from './api';

/** The grade sheet (official grades) of an activity or a whole room, as CSV and as XLSX. */
export function GradeSheetButtons({ of, id, nome }: { of: 'atividades' | 'salas'; id: number; nome: string }) {
  return (
    <>
      {(['csv', 'xlsx'] as const).map((formato) => (
        <Button
          key={formato}
          variant="outline"
          data-testid={`grade-sheet-${formato}`}
          onClick={() =>
            downloadGradeSheet(of, id, nome, formato).catch((e: unknown) =>
              notify.error(errorMessage(e, 'Erro ao baixar a planilha de notas')),
            )
          }
        >
          <LuDownload /> Planilha de notas (.{formato})
        </Button>
      ))}
    </>
  );
}
