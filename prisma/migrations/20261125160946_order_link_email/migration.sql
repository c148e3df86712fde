-- AlterEnum
ALTER TYPE "email_type" ADD VALUE 'order_link';
